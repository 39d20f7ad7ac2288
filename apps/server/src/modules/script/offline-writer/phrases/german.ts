import { roundCueTime } from '../cue-time';
import type { PhraseBank } from '../phrase-bank';
import { germanShort } from './short';
import { germanTools } from './tools';

// The viewer is "du"; the topic and points stand in „…“ or after a colon, like a title, so the
// quoted phrase stays as the user wrote it.
export const german: PhraseBank = {
  period: '.',
  sentenceSeparator: ' ',
  quote: { open: '„', close: '“' },
  list: { separator: ', ', last: ' und ' },
  fallbackTopic: 'dieses Thema',

  draft: {
    hooks: [
      'Du interessierst dich für „{topic}“? Bleib dran, dann weißt du genau, wo du anfängst.',
      'In diesem Video geht es um „{topic}“, und du kannst alles davon heute noch umsetzen.',
      'Neugierig auf „{topic}“? Dann lass es uns kurz und praktisch halten.',
      'Bereit für „{topic}“? Hier kommt, was zählt, und nichts sonst.',
      'Du willst „{topic}“ ausprobieren? Gut, dann machen wir es richtig.',
    ],
    hookCue:
      '[Dein Einstieg: ein Ergebnis, ein überraschender Fakt oder ein Fehler, den du gemacht hast, in ein, zwei Sätzen.]',
    intros: [
      'Hallo und willkommen zurück auf dem Kanal.',
      'Hey zusammen, schön, dass ihr da seid.',
      'Hallo und herzlich willkommen.',
      'Hi, danke, dass du vorbeischaust.',
    ],
    previews: [
      'Das ist der Plan: {list}.',
      'Wir gehen in dieser Reihenfolge vor: {list}.',
      'Darum geht es heute: {list}.',
    ],
    questionPreviews: [
      'Ich beantworte die Fragen, die am häufigsten kommen, eine nach der anderen.',
      'Wir gehen die Fragen durch, die sich alle stellen, der Reihe nach.',
    ],
    openers: {
      first: ['Erstens: {point}', 'Fangen wir hier an: {point}', 'Teil eins: {point}'],
      middle: [
        'Weiter geht’s: {point}',
        'Als Nächstes: {point}',
        'Jetzt der nächste Teil: {point}',
        'Dann: {point}',
      ],
      last: ['Und zum Schluss: {point}', 'Der letzte Punkt: {point}', 'Einer fehlt noch: {point}'],
    },
    prompts: [
      { say: 'Was machst du also konkret?', cue: '[Deine Schritte, in deinen Worten: {time}.]' },
      {
        say: 'Warum ist das wichtig?',
        cue: '[Was sich am Ergebnis ändert, wenn das stimmt: {time}.]',
      },
      {
        say: 'Wo machen die meisten Fehler?',
        cue: '[Ein Fehler, den du gemacht hast oder oft siehst, und wie man ihn vermeidet: {time}.]',
      },
      {
        say: 'Was brauchst du dafür?',
        cue: '[Die Werkzeuge oder Dinge, die du nutzt, und warum: {time}.]',
      },
      {
        say: 'Woran erkennst du, dass es geklappt hat?',
        cue: '[Wie ein gutes Ergebnis aussieht, klingt oder sich anfühlt: {time}.]',
      },
      { say: 'So mache ich es.', cue: '[Zeig es einmal, Schritt für Schritt: {time}.]' },
      {
        say: 'Ein kurzer Tipp aus der Praxis.',
        cue: '[Ein Tipp, der Zeit oder Ärger spart: {time}.]',
      },
      { say: 'Ich zeig’s dir.', cue: '[Demo oder B-Roll, mit einem Satz Kommentar: {time}.]' },
    ],
    recaps: [
      'Also, kurz gesagt: {list}.',
      'Zusammengefasst: {list}.',
      'Fassen wir zusammen: {list}.',
    ],
    recapCue: 'Zusammengefasst. [Ein Satz pro Antwort und das Ergebnis, das man erwarten kann.]',
    ctas: [
      'Wenn dir das geholfen hat, abonniere den Kanal und schreib mir in die Kommentare, wie es bei dir läuft.',
      'Noch Fragen? Schreib einen Kommentar und abonniere, damit du das nächste Video nicht verpasst.',
      'Teil deine eigenen Tipps in den Kommentaren, und abonniere für mehr Videos wie dieses.',
    ],
    outros: [
      'Danke fürs Zuschauen, bis zum nächsten Mal!',
      'Das war’s für heute. Bis bald!',
      'Danke, dass du dabei warst. Tschüss!',
    ],
    questions: {
      lifestyle: [
        {
          ask: 'Warum lohnt es sich?',
          cue: '[Was es für dich oder jemanden, den du kennst, verändert hat: {time}.]',
        },
        {
          ask: 'Was brauchst du für den Anfang?',
          cue: '[Was du brauchst und was es kostet: {time}.]',
        },
        {
          ask: 'Wie geht es Schritt für Schritt?',
          cue: '[Deine Schritte, der Reihe nach: {time}.]',
        },
        {
          ask: 'Welche Fehler solltest du vermeiden?',
          cue: '[Die Fehler, die du gemacht hast oder oft siehst, und die Lösung: {time}.]',
        },
        { ask: 'Wie wird daraus eine Gewohnheit?', cue: '[Was dir hilft, dranzubleiben: {time}.]' },
        {
          ask: 'Welches Ergebnis kannst du erwarten?',
          cue: '[Was sich ändert und wie schnell: {time}.]',
        },
      ],
      gaming: [
        {
          ask: 'Was sind die Grundlagen?',
          cue: '[Die Mechaniken, die neue Spieler kennen müssen: {time}.]',
        },
        {
          ask: 'Welche Einstellungen und welche Ausrüstung brauchst du?',
          cue: '[Deine Einstellungen und dein Setup, und warum: {time}.]',
        },
        {
          ask: 'Welche Strategie funktioniert wirklich?',
          cue: '[Deine Strategie, mit einem Moment aus einem echten Match: {time}.]',
        },
        {
          ask: 'Welche Fehler kosten am meisten?',
          cue: '[Die häufigsten Fehler und was man stattdessen tut: {time}.]',
        },
        {
          ask: 'Wie wirst du immer besser?',
          cue: '[Wie du trainierst und was du verfolgst: {time}.]',
        },
        {
          ask: 'Welches Ziel solltest du anpeilen?',
          cue: '[Ein realistisches Ziel und woran du merkst, dass du es erreicht hast: {time}.]',
        },
      ],
      tech: [
        {
          ask: 'Was ist das, und für wen ist es?',
          cue: '[Was es tut, in einem Satz, und wer es braucht: {time}.]',
        },
        { ask: 'Wie funktioniert es?', cue: '[Wie es funktioniert, in einfachen Worten: {time}.]' },
        {
          ask: 'Wie richtest du es ein?',
          cue: '[Deine Einrichtung, Schritt für Schritt: {time}.]',
        },
        {
          ask: 'Wo sind die Haken und Grenzen?',
          cue: '[Was bei dir schiefging und was es nicht kann: {time}.]',
        },
        {
          ask: 'Was kostet es, und welche Alternativen gibt es?',
          cue: '[Der Preis und was du sonst ausprobiert hast: {time}.]',
        },
        { ask: 'Lohnt es sich?', cue: '[Dein Fazit, und für wen: {time}.]' },
      ],
      education: [
        {
          ask: 'Was ist das, in einfachen Worten?',
          cue: '[Deine Erklärung in einem Satz, dann ein Vergleich aus dem Alltag: {time}.]',
        },
        { ask: 'Warum ist das wichtig?', cue: '[Wo es vorkommt und was es verändert: {time}.]' },
        {
          ask: 'Was brauchst du für den Anfang?',
          cue: '[Was man vorher wissen oder haben sollte: {time}.]',
        },
        {
          ask: 'Wie funktioniert es, Schritt für Schritt?',
          cue: '[Die Schritte, mit einem durchgerechneten Beispiel: {time}.]',
        },
        {
          ask: 'Was verstehen viele falsch?',
          cue: '[Das häufigste Missverständnis und die Korrektur: {time}.]',
        },
        {
          ask: 'Woran merkst du, dass du es verstanden hast?',
          cue: '[Ein schneller Check oder eine Frage zum Selbsttest: {time}.]',
        },
      ],
      entertainment: [
        { ask: 'Worum geht es?', cue: '[Die Ausgangslage, ohne Spoiler: {time}.]' },
        { ask: 'Warum lieben es so viele?', cue: '[Was dich gepackt hat, und warum: {time}.]' },
        {
          ask: 'Welche Momente bleiben hängen?',
          cue: '[Deine Lieblingsmomente, mit Ausschnitten: {time}.]',
        },
        {
          ask: 'Was übersehen die meisten?',
          cue: '[Ein Detail, das dir beim zweiten Ansehen aufgefallen ist: {time}.]',
        },
        {
          ask: 'Wo sind sich Fans und Kritiker uneinig?',
          cue: '[Beide Seiten und wo du stehst: {time}.]',
        },
        {
          ask: 'Was solltest du als Nächstes schauen?',
          cue: '[Deine Empfehlung und warum: {time}.]',
        },
      ],
    },
    extensionLeads: [
      'Noch eine Frage, die oft kommt: {point}',
      'Bevor wir zum Ende kommen, noch etwas: {point}',
      'Ein Teil verdient noch einen eigenen Moment: {point}',
    ],
    extensionCue: '[Ein Beispiel oder eine kurze Demo: {time}.]',
    time: (seconds) => {
      const time = roundCueTime(seconds);
      if (time.unit === 'seconds') return `etwa ${time.value} Sekunden`;
      const value = String(time.value).replace('.', ',');
      return time.value === 1 ? 'etwa eine Minute' : `etwa ${value} Minuten`;
    },
  },
  short: germanShort,
  tools: germanTools,
  improve: {
    details: [
      'Genauer gesagt ist das wichtig, weil jede kleine Entscheidung hier das Endergebnis beeinflusst.',
      'Im Detail: Es hilft, jeden Schritt einzeln zu betrachten und zu fragen, was er beiträgt.',
      'Dazu kommt, dass sich die Wirkung nach und nach aufbaut; die ersten Ergebnisse sind also erst der Anfang.',
      'Präziser formuliert geht es nicht nur darum, was du tust, sondern wie beständig du es tust.',
      'Hier gibt es eine wichtige Nuance: Der Kontext verändert, wie gut das funktioniert, also pass es an deine Situation an.',
      'Wenn man etwas tiefer geht, hängt das direkt mit dem Ziel zusammen, das du dir ganz am Anfang gesetzt hast.',
    ],
    simplifyRecaps: [
      'Kurz gesagt: Halte es einfach und geh Schritt für Schritt vor.',
      'Einfach ausgedrückt: Das ist die ganze Idee.',
      'Die Kurzfassung: Mach die Grundlagen gut, der Rest folgt.',
      'Ganz einfach: Klein anfangen und dranbleiben.',
    ],
    examples: [
      'Probier das zum Beispiel eine Woche lang aus und notiere, was sich tatsächlich ändert.',
      'Denk zum Beispiel an einen Anfänger, der nur diese eine Idee umsetzt und sofort den Unterschied sieht.',
      'Ein einfaches Beispiel: Mach es einmal morgens und einmal abends und vergleiche, wie es sich jeweils anfühlt.',
      'Stell dir zum Beispiel zwei Menschen vor, die dasselbe tun, aber nur einer folgt diesem Rat.',
      'Ein Fall aus dem Alltag: Wenn du zehn Minuten übrig hast, sind sie genau hier am besten investiert.',
      'Teste es zum Beispiel erst an einer kleinen Aufgabe, dann an einer größeren, und beobachte, wie der Ansatz mitwächst.',
    ],
    emotionOpeners: [
      'Ehrlich gesagt packt mich dieser Teil jedes Mal.',
      'Ich möchte, dass du das wirklich spürst.',
      'Jetzt wird es richtig spannend.',
      'Lass mich kurz ganz offen mit dir sein.',
      'Das hier liegt mir besonders am Herzen.',
    ],
    emotionClosers: [
      'Und wenn es endlich klick macht, ist dieses Gefühl jede Mühe wert.',
      'Stell dir vor, wie gut es sich anfühlt, wenn das dein neuer Normalzustand ist.',
      'Genau dieser Moment des Fortschritts macht die ganze Anstrengung lohnenswert.',
      'Du hast dieses Selbstvertrauen verdient, und es ist näher, als du denkst.',
      'Glaub mir, du wirst stolz auf dich sein, wenn du dort ankommst.',
    ],
    illustrations: [
      'Wenn zum Beispiel {a} von 10 Zuschauern das eine Woche lang ausprobieren würden, wäre das schon eine spürbare Veränderung; die Zahl ist eine Veranschaulichung, keine gemessene Statistik.',
      'Um es greifbar zu machen, rein als Beispiel: {b} Minuten am Tag ergeben im Jahr mehr als {c} Stunden.',
      'Als hypothetisches Beispiel: Wenn {a} von 10 Versuchen besser laufen als vorher, wären das bereits {p} Prozent verbesserte Versuche.',
      'Eine anschauliche Rechnung, keine Forschungsdaten: Eine kleine Verbesserung pro Woche bedeutet rund 52 kleine Verbesserungen bis zum Jahresende.',
    ],
    structure: {
      first: 'Erstens: ',
      then: 'Danach: ',
      finally: 'Zum Schluss: ',
      lowerCaseAfter: false,
    },
    structureSteps: {
      then: 'Danach: Setz es Schritt für Schritt in die Praxis um.',
      finally: 'Zum Schluss: Prüf das Ergebnis und pass an, was nicht funktioniert hat.',
    },
    closers: [
      'Das ist die Kernidee, die du dir merken solltest.',
      'Behalte das im Hinterkopf, während wir weitermachen.',
      'Allein das macht einen echten Unterschied.',
      'Einfach, aber wirksam.',
    ],
    fillers: ['wirklich', 'eigentlich', 'sozusagen', 'quasi', 'halt', 'sehr'],
    clauseBreaks: [
      { find: '; ', start: '' },
      { find: ', aber ', start: 'Aber ' },
      { find: ', denn ', start: 'Denn ' },
      { find: ', und ', start: 'Und ' },
    ],
  },
};
