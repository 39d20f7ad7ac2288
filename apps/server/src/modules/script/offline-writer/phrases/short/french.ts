import type { ShortFormPhrases } from '../../phrase-bank';

export const frenchShort: ShortFormPhrases = {
  hooks: [
    'Presque tout le monde se trompe là-dessus.',
    'Vous vous compliquez la vie.',
    'Personne ne vous dit ça.',
    'Ça prend moins de temps que prévu.',
    'Essayez ça avant d’abandonner.',
  ],
  topicHooks: [
    'Arrêtez de compliquer « {topic} ».',
    '« {topic} », sans détour.',
    'Le chemin le plus court vers « {topic} ».',
    '« {topic} », la version courte.',
  ],
  topicLines: [
    'Aujourd’hui : « {topic} ».',
    'Parlons de « {topic} ».',
    'Cette vidéo parle de « {topic} ».',
  ],
  pointLines: [
    'Une seule idée : « {point} ».',
    'Tout se résume à ceci : « {point} ».',
    'Concentrez-vous sur une chose : « {point} ».',
  ],
  problem: [
    'La plupart des gens commencent trop grand.',
    'Ils essaient tout à la fois et abandonnent au bout d’une semaine.',
    'Les conseils qui circulent sont longs, bruyants et souvent contradictoires.',
    'Alors ça paraît plus difficile que ça ne l’est.',
    'Et chaque petite erreur semble prouver que ce n’est pas pour vous.',
    'J’ai fait la même erreur.',
    'Le vrai problème, ce n’est ni le talent ni le temps, mais l’endroit où va votre attention.',
    'Ou ils copient la routine de quelqu’un d’autre, jamais pensée pour eux.',
  ],
  idea: [
    'Faites une seule petite chose, et faites-la bien.',
    'Choisissez l’étape qui change le plus les choses, et oubliez le reste pour l’instant.',
    'Répétez-la jusqu’à ce que ça devienne ennuyeux.',
    'Ennuyeux, c’est bien : ça veut dire que vous le faites sans y penser.',
    'Ensuite seulement, ajoutez l’étape suivante.',
    'Gardez ça assez simple pour l’expliquer à un ami en une phrase.',
    'Notez ce que vous avez fait, pour repartir de là demain.',
    'Donnez-lui le même moment et le même endroit chaque jour.',
  ],
  proof: [
    'Essayez une fois aujourd’hui.',
    'Vous verrez la différence plus tôt que prévu.',
    'Comparez votre premier essai avec le cinquième, et le changement saute aux yeux.',
    'Les petites victoires s’additionnent plus vite que les grands projets.',
    'C’est comme ça que ceux qui semblent doués y sont arrivés.',
    'Ils n’en ont pas fait plus ; ils en ont fait moins, mais plus souvent.',
    'Et une fois que ça prend, tout le reste devient plus facile aussi.',
    'Voir vos propres progrès motive plus que n’importe quel discours.',
  ],
  payoffs: [
    'Voilà le secret : une étape répétée vaut mieux que dix étapes faites une fois.',
    'C’est ça, l’astuce : commencez petit et ne vous arrêtez pas.',
    'Le secret, ce n’est pas d’en faire plus, mais de répéter une seule chose.',
    'Et voilà pourquoi la version la plus simple est celle qui marche.',
  ],
  ctas: [
    'Abonnez-vous pour d’autres conseils courts comme celui-ci.',
    'Essayez, et dites-moi en commentaire comment ça s’est passé.',
    'Enregistrez la vidéo et abonnez-vous pour la suite.',
    'Un like si ça vous aide, et abonnez-vous.',
  ],
};
