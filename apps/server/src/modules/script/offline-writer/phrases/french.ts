import { roundCueTime } from '../cue-time';
import type { PhraseBank } from '../phrase-bank';
import { frenchShort } from './short';
import { frenchTools } from './tools';

// The viewer is "vous"; the topic and points stand in guillemets or after a colon, like a title,
// so nothing has to agree with them. French puts a space before ? ! : ; and inside « ».
export const french: PhraseBank = {
  period: '.',
  sentenceSeparator: ' ',
  quote: { open: '« ', close: ' »' },
  list: { separator: ', ', last: ' et ' },
  fallbackTopic: 'ce sujet',

  draft: {
    hooks: [
      'Vous vous intéressez à « {topic} » ? Restez avec moi, et vous saurez exactement par où commencer.',
      'Cette vidéo parle de « {topic} », et vous pouvez tout appliquer dès aujourd’hui.',
      'Curieux de « {topic} » ? Allons droit au concret.',
      'Prêt pour « {topic} » ? Voici ce qui compte, et rien d’autre.',
      'Vous voulez essayer « {topic} » ? Très bien, faisons-le correctement.',
    ],
    hookCue:
      '[Votre accroche : un résultat, un fait surprenant ou une erreur que vous avez faite, en une ou deux phrases.]',
    intros: [
      'Bonjour à tous, et bienvenue sur la chaîne.',
      'Salut tout le monde, ravi de vous retrouver.',
      'Bonjour, et bienvenue.',
      'Bonjour, merci de passer par ici.',
    ],
    previews: [
      'Voici le programme : {list}.',
      'On va procéder dans cet ordre : {list}.',
      'Voici ce que nous allons voir : {list}.',
    ],
    questionPreviews: [
      'Je vais répondre aux questions qu’on me pose le plus, une par une.',
      'On va passer en revue les questions que tout le monde se pose, dans l’ordre.',
    ],
    openers: {
      first: ['D’abord : {point}', 'Commençons par ceci : {point}', 'Première partie : {point}'],
      middle: [
        'Ensuite : {point}',
        'On continue : {point}',
        'Maintenant, la partie suivante : {point}',
        'Puis : {point}',
      ],
      last: ['Et pour finir : {point}', 'Dernier point : {point}', 'Encore un : {point}'],
    },
    prompts: [
      { say: 'Alors, concrètement, on fait quoi ?', cue: '[Vos étapes, avec vos mots : {time}.]' },
      {
        say: 'Pourquoi est-ce important ?',
        cue: '[Ce qui change dans le résultat quand c’est bien fait : {time}.]',
      },
      {
        say: 'Où est-ce qu’on se trompe ?',
        cue: '[Une erreur que vous avez faite ou voyez souvent, et comment l’éviter : {time}.]',
      },
      {
        say: 'De quoi avez-vous besoin ?',
        cue: '[Les outils ou le matériel que vous utilisez, et pourquoi : {time}.]',
      },
      {
        say: 'Comment savoir que ça a marché ?',
        cue: '[À quoi ressemble un bon résultat : {time}.]',
      },
      { say: 'Voici comment je fais.', cue: '[Montrez-le une fois, étape par étape : {time}.]' },
      {
        say: 'Un petit conseil d’expérience.',
        cue: '[Un conseil qui fait gagner du temps ou évite des ennuis : {time}.]',
      },
      {
        say: 'Je vous montre.',
        cue: '[Démonstration ou plans de coupe, avec un commentaire : {time}.]',
      },
    ],
    recaps: ['En résumé : {list}.', 'Pour résumer : {list}.', 'Récapitulons : {list}.'],
    recapCue: 'En résumé. [Une phrase par réponse, et le résultat auquel s’attendre.]',
    ctas: [
      'Si cette vidéo vous a aidé, abonnez-vous et dites-moi en commentaire comment ça se passe pour vous.',
      'Une question ? Laissez un commentaire, et abonnez-vous pour ne pas rater la prochaine vidéo.',
      'Partagez vos propres astuces en commentaire, et abonnez-vous pour d’autres vidéos comme celle-ci.',
    ],
    outros: [
      'Merci d’avoir regardé, et à bientôt !',
      'C’est tout pour aujourd’hui. À la prochaine !',
      'Merci d’être là. Au revoir, et à bientôt !',
    ],
    questions: {
      lifestyle: [
        {
          ask: 'Pourquoi ça vaut la peine d’essayer ?',
          cue: '[Ce que ça a changé pour vous ou pour un proche : {time}.]',
        },
        {
          ask: 'De quoi a-t-on besoin pour commencer ?',
          cue: '[Ce qu’il faut, et combien ça coûte : {time}.]',
        },
        { ask: 'Comment faire, étape par étape ?', cue: '[Vos étapes, dans l’ordre : {time}.]' },
        {
          ask: 'Quelles erreurs éviter ?',
          cue: '[Les erreurs que vous avez faites ou voyez le plus, et la solution : {time}.]',
        },
        { ask: 'Comment en faire une habitude ?', cue: '[Ce qui vous aide à tenir : {time}.]' },
        {
          ask: 'Quel résultat attendre ?',
          cue: '[Ce qui change, et en combien de temps : {time}.]',
        },
      ],
      gaming: [
        {
          ask: 'Quelles sont les bases ?',
          cue: '[Les mécaniques qu’un nouveau joueur doit connaître : {time}.]',
        },
        {
          ask: 'Quels réglages et quel matériel faut-il ?',
          cue: '[Vos réglages et votre setup, et pourquoi : {time}.]',
        },
        {
          ask: 'Quelle stratégie marche vraiment ?',
          cue: '[Votre stratégie, avec un moment d’une vraie partie : {time}.]',
        },
        {
          ask: 'Quelles erreurs coûtent le plus cher ?',
          cue: '[Les erreurs les plus courantes, et quoi faire à la place : {time}.]',
        },
        {
          ask: 'Comment continuer à progresser ?',
          cue: '[Comment vous vous entraînez et ce que vous suivez : {time}.]',
        },
        {
          ask: 'Quel objectif viser ?',
          cue: '[Un objectif réaliste, et comment savoir qu’il est atteint : {time}.]',
        },
      ],
      tech: [
        {
          ask: 'Qu’est-ce que c’est, et pour qui ?',
          cue: '[Ce que ça fait en une phrase, et qui en a besoin : {time}.]',
        },
        { ask: 'Comment ça marche ?', cue: '[Le fonctionnement, en mots simples : {time}.]' },
        { ask: 'Comment l’installer ?', cue: '[Votre installation, étape par étape : {time}.]' },
        {
          ask: 'Quels sont les pièges et les limites ?',
          cue: '[Ce qui a coincé chez vous, et ce que ça ne sait pas faire : {time}.]',
        },
        {
          ask: 'Combien ça coûte, et quelles alternatives ?',
          cue: '[Le prix, et ce que vous avez essayé d’autre : {time}.]',
        },
        { ask: 'Est-ce que ça vaut le coup ?', cue: '[Votre verdict, et pour qui : {time}.]' },
      ],
      education: [
        {
          ask: 'Qu’est-ce que c’est, en mots simples ?',
          cue: '[Votre explication en une phrase, puis une comparaison du quotidien : {time}.]',
        },
        {
          ask: 'Pourquoi est-ce important ?',
          cue: '[Où on le retrouve, et ce que ça change : {time}.]',
        },
        {
          ask: 'De quoi a-t-on besoin pour commencer ?',
          cue: '[Ce qu’il faut savoir ou avoir avant de commencer : {time}.]',
        },
        {
          ask: 'Comment ça marche, étape par étape ?',
          cue: '[Les étapes, avec un exemple détaillé : {time}.]',
        },
        {
          ask: 'Où se trompe-t-on le plus souvent ?',
          cue: '[L’idée reçue la plus courante, et la correction : {time}.]',
        },
        {
          ask: 'Comment vérifier qu’on a compris ?',
          cue: '[Un test rapide ou une question pour vérifier : {time}.]',
        },
      ],
      entertainment: [
        { ask: 'De quoi ça parle ?', cue: '[Le point de départ, sans spoiler : {time}.]' },
        {
          ask: 'Pourquoi est-ce qu’on l’aime autant ?',
          cue: '[Ce qui vous a accroché, et pourquoi : {time}.]',
        },
        {
          ask: 'Quels moments marquent le plus ?',
          cue: '[Vos moments préférés, avec des extraits : {time}.]',
        },
        {
          ask: 'Qu’est-ce que la plupart des gens ratent ?',
          cue: '[Un détail remarqué en revoyant : {time}.]',
        },
        {
          ask: 'Où fans et critiques ne sont-ils pas d’accord ?',
          cue: '[Les deux camps, et votre avis : {time}.]',
        },
        { ask: 'Que regarder ensuite ?', cue: '[Votre recommandation, et pourquoi : {time}.]' },
      ],
    },
    extensionLeads: [
      'Encore une question qu’on me pose souvent : {point}',
      'Avant de conclure, encore une chose : {point}',
      'Il reste une partie qui mérite son propre moment : {point}',
    ],
    extensionCue: '[Un exemple ou une courte démonstration : {time}.]',
    time: (seconds) => {
      const time = roundCueTime(seconds);
      if (time.unit === 'seconds') return `environ ${time.value} secondes`;
      const value = String(time.value).replace('.', ',');
      return time.value === 1 ? 'environ une minute' : `environ ${value} minutes`;
    },
  },
  short: frenchShort,
  tools: frenchTools,
  improve: {
    details: [
      'Plus précisément, c’est important parce que chaque petite décision ici influence le résultat final.',
      'Dans le détail : il est utile d’examiner chaque étape séparément et de se demander ce qu’elle apporte.',
      'Il faut ajouter que l’effet s’accumule progressivement, donc les premiers résultats ne sont qu’un début.',
      'Pour être exact, l’enjeu n’est pas seulement ce que vous faites, mais la régularité avec laquelle vous le faites.',
      'Il y a une nuance importante : le contexte change l’efficacité de tout ça, alors adaptez-le à votre situation.',
      'En creusant un peu, on voit que ça rejoint directement l’objectif fixé au tout début.',
    ],
    simplifyRecaps: [
      'En bref : restez simple et avancez pas à pas.',
      'Pour faire simple, c’est toute l’idée.',
      'La version courte : faites bien les bases, et le reste suivra.',
      'Tout simplement : commencez petit et continuez.',
    ],
    examples: [
      'Par exemple, essayez pendant une semaine et notez ce qui change vraiment.',
      'Par exemple, pensez à un débutant qui applique juste cette idée et voit tout de suite la différence.',
      'Un exemple simple : faites-le une fois le matin et une fois le soir, et comparez vos sensations.',
      'Par exemple, imaginez deux personnes qui font la même chose, mais dont une seule suit ce conseil.',
      'Prenons un cas de tous les jours : avec dix minutes de libre, c’est exactement là qu’elles devraient aller.',
      'Par exemple, testez d’abord sur une petite tâche, puis sur une plus grande, et observez comment l’approche s’adapte.',
    ],
    emotionOpeners: [
      'Honnêtement, c’est la partie qui me touche à chaque fois.',
      'Je veux que vous ressentiez vraiment ce moment.',
      'C’est là que ça devient passionnant.',
      'Laissez-moi vous parler franchement un instant.',
      'Voici ce qui compte le plus pour moi.',
    ],
    emotionClosers: [
      'Et quand tout s’éclaire enfin, la sensation en vaut vraiment la peine.',
      'Imaginez à quel point ce sera agréable quand ça deviendra votre nouvelle normalité.',
      'C’est ce moment de progrès qui donne du sens à tous les efforts.',
      'Vous méritez de ressentir cette confiance, et elle est plus proche que vous ne le pensez.',
      'Croyez-moi, la fierté sera au rendez-vous quand vous y arriverez.',
    ],
    illustrations: [
      'Par exemple, si {a} spectateurs sur 10 essayaient pendant une semaine, ce serait déjà un vrai changement ; ce chiffre est une illustration, pas une statistique mesurée.',
      'Pour donner un ordre de grandeur, à titre d’exemple : {b} minutes par jour représentent plus de {c} heures sur une année.',
      'Exemple hypothétique : si {a} tentatives sur 10 se passaient mieux qu’avant, cela ferait déjà {p} pour cent de tentatives améliorées.',
      'Un calcul illustratif, pas une donnée de recherche : une petite amélioration par semaine, c’est environ 52 petites améliorations à la fin de l’année.',
    ],
    structure: { first: 'D’abord, ', then: 'Ensuite, ', finally: 'Enfin, ', lowerCaseAfter: true },
    structureSteps: {
      then: 'Ensuite, mettez-le en pratique étape par étape.',
      finally: 'Enfin, vérifiez le résultat et ajustez ce qui n’a pas marché.',
    },
    closers: [
      'C’est l’idée clé à retenir.',
      'Gardez ça en tête pour la suite.',
      'Rien que ça fait une vraie différence.',
      'Simple, mais efficace.',
    ],
    fillers: ['vraiment', 'franchement', 'littéralement', 'carrément', 'très'],
    clauseBreaks: [
      { find: ' ; ', start: '' },
      { find: '; ', start: '' },
      { find: ', mais ', start: 'Mais ' },
      { find: ', donc ', start: 'Donc ' },
      { find: ', et ', start: 'Et ' },
    ],
  },
};
