import type { ShortFormPhrases } from '../../phrase-bank';

export const germanShort: ShortFormPhrases = {
  hooks: [
    'Fast alle machen das falsch.',
    'Du machst es dir zu schwer.',
    'Das sagt dir kaum jemand.',
    'Das dauert kürzer, als du denkst.',
    'Probier das, bevor du aufgibst.',
  ],
  topicHooks: [
    'Mach dir „{topic}“ nicht so schwer.',
    '„{topic}“, ohne Umwege.',
    'Der schnellste Weg zu „{topic}“.',
    '„{topic}“, die kurze Version.',
  ],
  topicLines: [
    'Heute: „{topic}“.',
    'Reden wir über „{topic}“.',
    'In diesem Video geht es um „{topic}“.',
  ],
  pointLines: [
    'Eine einzige Idee: „{point}“.',
    'Alles läuft auf eins hinaus: „{point}“.',
    'Konzentrier dich auf eine Sache: „{point}“.',
  ],
  problem: [
    'Die meisten fangen zu groß an.',
    'Sie probieren alles auf einmal und hören nach einer Woche auf.',
    'Die Ratschläge da draußen sind lang, laut und widersprechen sich oft.',
    'So wirkt es schwerer, als es wirklich ist.',
    'Und jeder kleine Fehler fühlt sich an wie ein Beweis, dass es nichts für dich ist.',
    'Ich habe denselben Fehler gemacht.',
    'Das Problem ist nicht Talent oder Zeit, sondern wohin deine Aufmerksamkeit geht.',
    'Oder sie kopieren die Routine von jemand anderem, die nie für sie gedacht war.',
  ],
  idea: [
    'Mach eine kleine Sache, und mach sie gut.',
    'Wähl den Schritt, der am meisten bewirkt, und vergiss den Rest erst einmal.',
    'Wiederhole ihn, bis er sich langweilig anfühlt.',
    'Langweilig ist gut: Es heißt, dass du es ohne Nachdenken kannst.',
    'Erst dann kommt der nächste Schritt.',
    'Halte es so einfach, dass du es einem Freund in einem Satz erklären kannst.',
    'Schreib auf, was du gemacht hast, damit du morgen dort weitermachst.',
    'Gib ihm jeden Tag dieselbe Zeit und denselben Ort.',
  ],
  proof: [
    'Probier es heute einmal aus.',
    'Du merkst den Unterschied früher, als du erwartest.',
    'Vergleich deinen ersten Versuch mit dem fünften, und der Unterschied ist offensichtlich.',
    'Kleine Erfolge summieren sich schneller als große Pläne.',
    'So sind die Leute, die scheinbar ein Naturtalent sind, wirklich dorthin gekommen.',
    'Sie haben nicht mehr gemacht, sondern weniger, dafür öfter.',
    'Und sobald es klickt, wird alles drumherum auch leichter.',
    'Sichtbarer Fortschritt motiviert mehr als jede Rede.',
  ],
  payoffs: [
    'Das ist das Geheimnis: Ein Schritt, oft gemacht, schlägt zehn Schritte, einmal gemacht.',
    'Der Trick: Fang klein an und bleib dran.',
    'Der Schlüssel ist, nicht mehr zu tun, sondern eine Sache zu wiederholen.',
    'Darum funktioniert die einfachste Version am besten.',
  ],
  ctas: [
    'Abonnier für mehr kurze Tipps wie diesen.',
    'Probier es aus und schreib mir in die Kommentare, wie es lief.',
    'Speicher das Video und abonnier den Kanal.',
    'Lass ein Like da, wenn es dir hilft.',
  ],
};
