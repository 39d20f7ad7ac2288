import type { ScriptToolPhrases } from '../../phrase-bank';

// As in the draft: the viewer is "du" and the topic stands in „…“, as the user wrote it.
export const germanTools: ScriptToolPhrases = {
  hooks: {
    question: [
      'Was, wenn „{topic}“ einfacher ist, als alle sagen?',
      'Warum klappt „{topic}“ bei manchen auf Anhieb, während andere aufgeben?',
      'Was würde sich ändern, wenn du „{topic}“ diese Woche richtig angehst?',
    ],
    bold_claim: [
      'Die meisten Tipps zu „{topic}“ machen es komplizierter als nötig. Hier ist die einfache Version.',
      'Für „{topic}“ brauchst du kein Talent. Du brauchst den richtigen ersten Schritt.',
      'Vergiss die komplizierte Version von „{topic}“. Diese hier funktioniert.',
    ],
    story: [
      'Stell dir deinen ersten Versuch mit „{topic}“ vor: Nichts läuft wie geplant. Am Ende dieses Videos sieht das anders aus.',
      'Stell dir jemanden vor, der heute bei null mit „{topic}“ anfängt. Das ist der Weg, den ich ihm zeigen würde.',
    ],
    statistic: [
      'Hier ist eine Zahl, die du über „{topic}“ kennen solltest: [deine überraschendste Zahl].',
      'Eine Zahl sagt über „{topic}“ mehr als jede Meinung: [deine Zahl]. Schauen wir, was sie für dich bedeutet.',
      'Fangen wir „{topic}“ mit einer Zahl an: [eine Zahl, die dich überrascht hat]. Behalte sie bis zum Schluss im Kopf.',
    ],
    curiosity_gap: [
      'Über einen Teil von „{topic}“ spricht fast niemand. Bleib bis zum Ende, dann siehst du, warum er zählt.',
      'Die meisten überspringen genau den Schritt, mit dem „{topic}“ funktioniert. Wir nicht.',
      'Der größte Unterschied bei „{topic}“ steckt in einer Kleinigkeit. Gleich zeige ich dir, in welcher.',
    ],
  },
  outline: {
    hook: {
      title: 'Hook',
      note: 'Ein, zwei Sätze zu „{topic}“, die den Zuschauer halten: eine Frage, eine steile These oder eine Zahl.',
    },
    intro: { title: 'Einleitung', note: 'Eine Begrüßung und der Plan des Videos.' },
    cta: {
      title: 'Call to Action',
      note: 'Eine kurze Zusammenfassung, dann um ein Abo und einen Kommentar bitten.',
    },
    outro: { title: 'Outro', note: 'Dem Zuschauer danken und sich verabschieden.' },
    shortHook: { title: 'Hook', note: 'Eine Zeile mit höchstens acht Wörtern, ohne Begrüßung.' },
    payoff: {
      title: 'Auflösung und Call to Action',
      note: 'Einlösen, was der Hook versprochen hat, dann eine Zeile: folgen oder kommentieren.',
    },
  },
};
