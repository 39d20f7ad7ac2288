import type { ScriptToolPhrases } from '../../phrase-bank';

// As in the draft: the viewer is "vous", the topic stands in « … », a space goes before ? ! : ;
export const frenchTools: ScriptToolPhrases = {
  hooks: {
    question: [
      'Et si « {topic} » était plus simple que ce que tout le monde raconte ?',
      'Pourquoi certains réussissent « {topic} » du premier coup, alors que d’autres abandonnent ?',
      'Qu’est-ce qui changerait si vous maîtrisiez « {topic} » cette semaine ?',
    ],
    bold_claim: [
      'La plupart des conseils sur « {topic} » compliquent tout. Voici la version simple.',
      'Pour « {topic} », pas besoin de talent. Il vous faut le bon premier pas.',
      'Oubliez la version compliquée de « {topic} ». Celle-ci fonctionne.',
    ],
    story: [
      'Imaginez votre premier essai avec « {topic} » : rien ne se passe comme prévu. À la fin de cette vidéo, ce sera différent.',
      'Imaginez quelqu’un qui commence « {topic} » de zéro aujourd’hui. Voici le chemin que je lui montrerais.',
    ],
    statistic: [
      'Voici un chiffre à connaître sur « {topic} » : [votre chiffre le plus surprenant].',
      'Un chiffre en dit plus sur « {topic} » que n’importe quelle opinion : [votre chiffre]. Voyons ce qu’il signifie pour vous.',
      'Commençons « {topic} » par un chiffre : [un chiffre qui vous a surpris]. Gardez-le en tête jusqu’à la fin.',
    ],
    curiosity_gap: [
      'Il y a un aspect de « {topic} » dont presque personne ne parle. Restez jusqu’à la fin, et vous verrez pourquoi il compte.',
      'La plupart des gens sautent l’étape qui fait marcher « {topic} ». Pas nous.',
      'La plus grande différence dans « {topic} » vient d’un détail. Je vous montre lequel dans un instant.',
    ],
  },
  outline: {
    hook: {
      title: 'Accroche',
      note: 'Une ou deux phrases sur « {topic} » qui retiennent le spectateur : une question, une affirmation forte ou un chiffre.',
    },
    intro: { title: 'Introduction', note: 'Une salutation, et le plan de la vidéo.' },
    cta: {
      title: 'Appel à l’action',
      note: 'Un court récapitulatif, puis demander de s’abonner et de commenter.',
    },
    outro: { title: 'Conclusion', note: 'Remercier le spectateur et dire au revoir.' },
    shortHook: { title: 'Accroche', note: 'Une ligne de huit mots au plus, sans salutation.' },
    payoff: {
      title: 'Révélation et appel à l’action',
      note: 'Tenir la promesse de l’accroche, puis une ligne : s’abonner ou commenter.',
    },
  },
};
