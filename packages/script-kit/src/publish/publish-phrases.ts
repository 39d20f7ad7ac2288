import type { ContentType, ScriptLanguage } from '../options';

/** The words a publish pack writes around the creator's own, in the pack's language. */
export interface PublishPhrases {
  /** Opens the chapter lines of a description. */
  chaptersHeading: string;
  /** Where the creator's own links go; they replace the bracketed part. */
  linksPlaceholder: string;
  /** The content type as a viewer searches for it (a tag; without spaces, a hashtag). */
  contentTypes: Record<ContentType, string>;
  /** Two broad hashtags any video of the language can carry. */
  generalHashtags: readonly [string, string];
}

export const PUBLISH_PHRASES: Record<ScriptLanguage, PublishPhrases> = {
  english: {
    chaptersHeading: 'Chapters:',
    linksPlaceholder: 'Links: [add your links here]',
    contentTypes: {
      lifestyle: 'lifestyle',
      gaming: 'gaming',
      tech: 'tech',
      education: 'education',
      entertainment: 'entertainment',
    },
    generalHashtags: ['tips', 'howto'],
  },
  russian: {
    chaptersHeading: 'Главы:',
    linksPlaceholder: 'Ссылки: [добавьте свои ссылки]',
    contentTypes: {
      lifestyle: 'лайфстайл',
      gaming: 'игры',
      tech: 'технологии',
      education: 'обучение',
      entertainment: 'развлечения',
    },
    generalHashtags: ['советы', 'лайфхаки'],
  },
  spanish: {
    chaptersHeading: 'Capítulos:',
    linksPlaceholder: 'Enlaces: [añade aquí tus enlaces]',
    contentTypes: {
      lifestyle: 'estilo de vida',
      gaming: 'videojuegos',
      tech: 'tecnología',
      education: 'educación',
      entertainment: 'entretenimiento',
    },
    generalHashtags: ['consejos', 'tutorial'],
  },
  french: {
    chaptersHeading: 'Chapitres :',
    linksPlaceholder: 'Liens : [ajoutez vos liens ici]',
    contentTypes: {
      lifestyle: 'lifestyle',
      gaming: 'jeux vidéo',
      tech: 'tech',
      education: 'éducation',
      entertainment: 'divertissement',
    },
    generalHashtags: ['astuces', 'tuto'],
  },
  german: {
    chaptersHeading: 'Kapitel:',
    linksPlaceholder: 'Links: [hier deine Links einfügen]',
    contentTypes: {
      lifestyle: 'lifestyle',
      gaming: 'gaming',
      tech: 'technik',
      education: 'bildung',
      entertainment: 'unterhaltung',
    },
    generalHashtags: ['tipps', 'anleitung'],
  },
  chinese: {
    chaptersHeading: '章节：',
    linksPlaceholder: '链接：[在这里添加你的链接]',
    contentTypes: {
      lifestyle: '生活',
      gaming: '游戏',
      tech: '科技',
      education: '教育',
      entertainment: '娱乐',
    },
    generalHashtags: ['技巧', '教程'],
  },
};
