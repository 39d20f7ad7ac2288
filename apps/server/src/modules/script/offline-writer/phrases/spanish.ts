import { roundCueTime } from '../cue-time';
import type { PhraseBank } from '../phrase-bank';
import { spanishShort } from './short';
import { spanishTools } from './tools';

// The viewer is "tú"; the topic and points stand in angle quotes or after a colon, like a title,
// so their gender and number never have to agree with anything around them.
export const spanish: PhraseBank = {
  period: '.',
  sentenceSeparator: ' ',
  quote: { open: '«', close: '»' },
  list: { separator: ', ', last: ' y ' },
  fallbackTopic: 'este tema',

  draft: {
    hooks: [
      '¿Te interesa «{topic}»? Quédate conmigo y sabrás exactamente por dónde empezar.',
      'Este vídeo trata de «{topic}», y puedes aplicar cada parte hoy mismo.',
      '¿Tienes curiosidad por «{topic}»? Vamos a lo práctico.',
      '¿Listo para «{topic}»? Aquí tienes lo que importa, y nada más.',
      '¿Quieres probar «{topic}»? Bien, hagámoslo como es debido.',
    ],
    hookCue:
      '[Tu gancho: un resultado, un dato sorprendente o un error que cometiste, en una o dos frases.]',
    intros: [
      'Hola, y bienvenidos de nuevo al canal.',
      'Hola a todos, me alegra teneros aquí.',
      'Hola, y bienvenidos.',
      'Hola, gracias por pasarte.',
    ],
    previews: [
      'Este es el plan: {list}.',
      'Lo veremos en este orden: {list}.',
      'Esto es lo que vamos a ver: {list}.',
    ],
    questionPreviews: [
      'Voy a responder las preguntas más frecuentes, una por una.',
      'Repasaremos las preguntas que todo el mundo hace, en orden.',
    ],
    openers: {
      first: ['Primero: {point}', 'Empecemos por aquí: {point}', 'Primera parte: {point}'],
      middle: [
        'Siguiente: {point}',
        'Seguimos: {point}',
        'Ahora, la siguiente parte: {point}',
        'Después: {point}',
      ],
      last: ['Y por último: {point}', 'La última: {point}', 'Nos queda una: {point}'],
    },
    prompts: [
      { say: '¿Y qué hay que hacer exactamente?', cue: '[Tus pasos, con tus palabras: {time}.]' },
      {
        say: '¿Por qué importa?',
        cue: '[Qué cambia en el resultado cuando esto sale bien: {time}.]',
      },
      {
        say: '¿Dónde se suele fallar?',
        cue: '[Un error que cometiste o ves a menudo, y cómo evitarlo: {time}.]',
      },
      {
        say: '¿Qué necesitas para ello?',
        cue: '[Las herramientas o cosas que usas, y por qué: {time}.]',
      },
      {
        say: '¿Cómo sabes que ha funcionado?',
        cue: '[Cómo se ve, suena o se siente un buen resultado: {time}.]',
      },
      { say: 'Así es como lo hago yo.', cue: '[Muéstralo una vez, paso a paso: {time}.]' },
      {
        say: 'Un consejo rápido de la experiencia.',
        cue: '[Un consejo que ahorra tiempo o problemas: {time}.]',
      },
      { say: 'Déjame enseñártelo.', cue: '[Demostración o recursos, con un comentario: {time}.]' },
    ],
    recaps: ['En resumen: {list}.', 'Para resumir: {list}.', 'Recapitulando: {list}.'],
    recapCue: 'En resumen. [Una frase por respuesta, y el resultado que se puede esperar.]',
    ctas: [
      'Si te ha servido, suscríbete y cuéntame en los comentarios cómo te va.',
      '¿Tienes alguna pregunta? Déjala en los comentarios y suscríbete para no perderte el próximo vídeo.',
      'Comparte tus propios consejos en los comentarios y suscríbete para ver más vídeos como este.',
    ],
    outros: [
      'Gracias por ver el vídeo, ¡nos vemos en el próximo!',
      'Eso es todo por hoy. ¡Hasta la próxima!',
      'Gracias por estar aquí. ¡Hasta pronto!',
    ],
    questions: {
      lifestyle: [
        {
          ask: '¿Por qué vale la pena probarlo?',
          cue: '[Qué cambió para ti o para alguien que conoces: {time}.]',
        },
        {
          ask: '¿Qué necesitas para empezar?',
          cue: '[Lo que hace falta y cuánto cuesta: {time}.]',
        },
        { ask: '¿Cómo se hace, paso a paso?', cue: '[Tus pasos, en orden: {time}.]' },
        {
          ask: '¿Qué errores hay que evitar?',
          cue: '[Los errores que cometiste o ves más, y la solución: {time}.]',
        },
        { ask: '¿Cómo convertirlo en un hábito?', cue: '[Lo que te ayuda a mantenerlo: {time}.]' },
        { ask: '¿Qué resultado puedes esperar?', cue: '[Qué cambia y en cuánto tiempo: {time}.]' },
      ],
      gaming: [
        {
          ask: '¿Cuáles son los conceptos básicos?',
          cue: '[Las mecánicas que un jugador nuevo debe conocer: {time}.]',
        },
        {
          ask: '¿Qué ajustes y equipo necesitas?',
          cue: '[Tus ajustes y tu equipo, y por qué: {time}.]',
        },
        {
          ask: '¿Qué estrategia funciona de verdad?',
          cue: '[Tu estrategia, con un momento de una partida real: {time}.]',
        },
        {
          ask: '¿Qué errores cuestan más caro?',
          cue: '[Los errores más comunes y qué hacer en su lugar: {time}.]',
        },
        { ask: '¿Cómo seguir mejorando?', cue: '[Cómo practicas y qué mides: {time}.]' },
        {
          ask: '¿Qué resultado deberías buscar?',
          cue: '[Una meta realista y cómo saber que la alcanzaste: {time}.]',
        },
      ],
      tech: [
        {
          ask: '¿Qué es y para quién es?',
          cue: '[Qué hace en una frase y quién lo necesita: {time}.]',
        },
        { ask: '¿Cómo funciona?', cue: '[Cómo funciona, en palabras sencillas: {time}.]' },
        { ask: '¿Cómo se configura?', cue: '[Tu configuración, paso a paso: {time}.]' },
        {
          ask: '¿Qué problemas y límites tiene?',
          cue: '[Qué te falló y qué no puede hacer: {time}.]',
        },
        {
          ask: '¿Cuánto cuesta y qué alternativas hay?',
          cue: '[El precio y qué más probaste: {time}.]',
        },
        { ask: '¿Vale la pena?', cue: '[Tu veredicto, y para quién: {time}.]' },
      ],
      education: [
        {
          ask: '¿Qué es, en palabras sencillas?',
          cue: '[Tu explicación en una frase y una comparación cotidiana: {time}.]',
        },
        { ask: '¿Por qué es importante?', cue: '[Dónde aparece y qué cambia: {time}.]' },
        {
          ask: '¿Qué necesitas para empezar?',
          cue: '[Qué saber o tener antes de empezar: {time}.]',
        },
        {
          ask: '¿Cómo funciona, paso a paso?',
          cue: '[Los pasos, con un ejemplo resuelto: {time}.]',
        },
        {
          ask: '¿En qué se equivoca la gente a menudo?',
          cue: '[La confusión más común y cómo corregirla: {time}.]',
        },
        {
          ask: '¿Cómo saber que lo has entendido?',
          cue: '[Una comprobación rápida o una pregunta para ponerte a prueba: {time}.]',
        },
      ],
      entertainment: [
        { ask: '¿De qué trata?', cue: '[El planteamiento, sin spoilers: {time}.]' },
        { ask: '¿Por qué gusta tanto?', cue: '[Qué te enganchó y por qué: {time}.]' },
        {
          ask: '¿Qué momentos destacan?',
          cue: '[Tus momentos favoritos, con fragmentos: {time}.]',
        },
        {
          ask: '¿Qué se le escapa a la mayoría?',
          cue: '[Un detalle que notaste al volver a verlo: {time}.]',
        },
        {
          ask: '¿En qué no están de acuerdo fans y críticos?',
          cue: '[Las dos posturas y la tuya: {time}.]',
        },
        { ask: '¿Qué ver después?', cue: '[Tu recomendación y por qué: {time}.]' },
      ],
    },
    extensionLeads: [
      'Una pregunta más que la gente hace: {point}',
      'Antes de terminar, una cosa más: {point}',
      'Hay una parte más que merece su propio momento: {point}',
    ],
    extensionCue: '[Un ejemplo o una demostración rápida: {time}.]',
    time: (seconds) => {
      const time = roundCueTime(seconds);
      if (time.unit === 'seconds') return `unos ${time.value} segundos`;
      const value = String(time.value).replace('.', ',');
      return time.value === 1 ? 'un minuto' : `unos ${value} minutos`;
    },
  },
  short: spanishShort,
  tools: spanishTools,
  improve: {
    details: [
      'Para ser más concretos, esto importa porque cada pequeña decisión aquí afecta al resultado final.',
      'Con más detalle: conviene mirar cada paso por separado y preguntarse qué aporta.',
      'Vale la pena añadir que el efecto se acumula poco a poco, así que los primeros resultados son solo el comienzo.',
      'Dicho con más precisión, no se trata solo de lo que haces, sino de la constancia con que lo haces.',
      'Hay un matiz importante: el contexto cambia lo bien que funciona esto, así que adáptalo a tu situación.',
      'Yendo un poco más a fondo, esto conecta directamente con el objetivo que te marcaste al principio.',
    ],
    simplifyRecaps: [
      'En resumen: hazlo simple y ve paso a paso.',
      'Dicho de forma sencilla, esa es toda la idea.',
      'La versión corta: haz bien lo básico y lo demás vendrá solo.',
      'Simplemente: empieza poco a poco y no pares.',
    ],
    examples: [
      'Por ejemplo, prueba esto durante una semana y apunta lo que realmente cambia.',
      'Por ejemplo, piensa en un principiante que aplica solo esta idea y nota la diferencia enseguida.',
      'Un ejemplo sencillo: hazlo una vez por la mañana y otra por la noche, y compara cómo te sientes.',
      'Por ejemplo, imagina a dos personas haciendo lo mismo, donde solo una sigue este consejo.',
      'Un caso cotidiano: si tienes diez minutos libres, aquí es exactamente donde deberían ir.',
      'Por ejemplo, pruébalo primero con una tarea pequeña y luego con una más grande, y observa cómo escala el enfoque.',
    ],
    emotionOpeners: [
      'Sinceramente, esta es la parte que me emociona cada vez.',
      'Quiero que sientas esto de verdad.',
      'Aquí es donde se pone emocionante.',
      'Déjame hablarte con el corazón un momento.',
      'Esta es la parte que más me importa.',
    ],
    emotionClosers: [
      'Y cuando por fin encaja, la sensación vale totalmente la pena.',
      'Imagina lo bien que te sentirás cuando esto sea tu nueva normalidad.',
      'Ese momento de progreso es lo que hace que todo el esfuerzo valga la pena.',
      'Te mereces sentir esa confianza, y está más cerca de lo que crees.',
      'Créeme, vas a sentir un orgullo enorme cuando llegues ahí.',
    ],
    illustrations: [
      'Por ejemplo, si {a} de cada 10 espectadores lo probaran durante una semana, eso ya sería un cambio notable; la cifra es ilustrativa, no una estadística medida.',
      'Para ponerle un número, solo como ejemplo: {b} minutos al día suman más de {c} horas en un año.',
      'Como ejemplo hipotético, si {a} de cada 10 intentos salieran mejor que antes, ya sería un {p} por ciento de intentos mejorados.',
      'Un cálculo ilustrativo, no un dato de investigación: una pequeña mejora por semana son unas 52 pequeñas mejoras al final del año.',
    ],
    structure: {
      first: 'Primero, ',
      then: 'Después, ',
      finally: 'Por último, ',
      lowerCaseAfter: true,
    },
    structureSteps: {
      then: 'Después, ponlo en práctica paso a paso.',
      finally: 'Por último, revisa el resultado y ajusta lo que no funcionó.',
    },
    closers: [
      'Esa es la idea clave que hay que recordar.',
      'Tenlo en cuenta a medida que avanzamos.',
      'Solo eso ya marca una diferencia real.',
      'Sencillo, pero funciona.',
    ],
    fillers: ['realmente', 'básicamente', 'literalmente', 'muy', 'bastante'],
    clauseBreaks: [
      { find: '; ', start: '' },
      { find: ', pero ', start: 'Pero ' },
      { find: ', así que ', start: 'Así que ' },
      { find: ', y ', start: 'Y ' },
    ],
  },
};
