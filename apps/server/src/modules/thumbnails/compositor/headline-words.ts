/**
 * The words a headline never needs: English and Russian function words, and the words people use
 * to ask for a thumbnail ("make a thumbnail for my video about…") rather than to say what it
 * shows. Number words ("two", "три") are not here: numbers make strong titles.
 */
const ENGLISH = `a an the and or but nor so yet of to in on at by for from with without into onto
  about above over under after before between through during against among per via vs versus
  i me my mine we us our ours you your yours he him his she her hers it its they them their
  theirs this that these those there here is are was were be been being am do does did done
  have has had having will would can could should shall may might must let lets let's just very
  really too also only not no nor some any all each every more most other such than then when
  where why how what which who whom whose as if while up down out off again once own same
  both either neither s t i'm it's don't doesn't didn't isn't aren't can't won't ll ve re m d
  thumbnail thumbnails image images picture pictures pic photo photos cover video videos
  clip channel make making create creating generate design draw show showing shows featuring
  feature want need please style styled like looking look looks background text title headline
  idea something someone thing things using use new`;

const RUSSIAN = `и в во не что он на я с со как а то все всё она так его но да ты к у же вы за бы по
  только ее её мне было вот от меня еще ещё нет о об обо из ему теперь когда даже ну вдруг ли
  если уже или ни быть был него до вас нибудь опять уж вам ведь там потом себя ничего ей может
  они тут где есть надо ней для мы тебя их чем была сам чтоб без будто чего раз тоже себе под
  будет ж тогда кто этот того потому этого какой какая какие совсем ним здесь этом почти мой
  тем чтобы нее неё сейчас были куда зачем всех никогда можно при наконец другой хоть после над
  больше тот через эти нас про всего них много разве эту моя впрочем хорошо свою этой перед
  иногда лучше чуть том нельзя такой им более всегда конечно всю между это мою мои моё моего
  свой свои своего миниатюра миниатюру миниатюры превью обложка обложку обложки видео ролик
  ролика ролику картинка картинку картинки изображение изображением сделай сделайте сделать
  создай создайте создать нарисуй нарисуйте хочу хотим нужно нужна нужен нужны пожалуйста
  стиле стиль стилем фон фоне заголовок текст текстом канал канала`;

const STOP_WORDS = new Set(`${ENGLISH} ${RUSSIAN}`.split(/\s+/).filter(Boolean));

/** A word carries no meaning of its own in a title (case-insensitive). */
export function isStopWord(word: string): boolean {
  return STOP_WORDS.has(word.toLowerCase().replaceAll('’', "'"));
}

/**
 * Chinese ways of asking for a thumbnail, at the start or the end of the idea: 请帮我做一个…,
 * …的缩略图. Removed before the leading phrase is taken.
 */
export const CJK_REQUEST_PREFIX =
  /^(?:请|帮我|给我|为我|我想要|我想|我要|我需要|想要|需要|制作|做|生成|创建|设计|画)+(?:一个|一张|一幅|个|张)?/u;
export const CJK_REQUEST_SUFFIX = /(?:的)?(?:视频)?(?:缩略图|封面图|封面|预览图|图片|配图)$/u;
