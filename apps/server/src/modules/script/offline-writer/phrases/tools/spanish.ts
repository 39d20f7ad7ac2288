import type { ScriptToolPhrases } from '../../phrase-bank';

// As in the draft: the viewer is "tú" and the topic stands in «…», like a title.
export const spanishTools: ScriptToolPhrases = {
  hooks: {
    question: [
      '¿Y si «{topic}» fuera más sencillo de lo que todos dicen?',
      '¿Por qué a algunos «{topic}» les sale a la primera y otros se rinden?',
      '¿Qué cambiaría si esta semana hicieras bien «{topic}»?',
    ],
    bold_claim: [
      'Casi todos los consejos sobre «{topic}» lo complican de más. Aquí tienes la versión sencilla.',
      'Para «{topic}» no necesitas talento. Necesitas el primer paso correcto.',
      'Olvida la versión complicada de «{topic}». Esta funciona.',
    ],
    story: [
      'Imagina tu primer intento con «{topic}»: nada sale como lo planeaste. Al final de este vídeo, eso cambia.',
      'Imagina a alguien que empieza hoy con «{topic}» desde cero. Este es el camino que le mostraría.',
    ],
    statistic: [
      'Aquí tienes un número que vale la pena conocer sobre «{topic}»: [tu dato más sorprendente].',
      'Una cifra dice más sobre «{topic}» que cualquier opinión: [tu cifra]. Veamos qué significa para ti.',
      'Empecemos «{topic}» con un número: [una cifra que te sorprendió]. Tenlo en mente durante todo el vídeo.',
    ],
    curiosity_gap: [
      'Hay una parte de «{topic}» de la que casi nadie habla. Quédate hasta el final y verás por qué importa.',
      'La mayoría se salta el paso que hace que «{topic}» funcione. Nosotros no.',
      'La mayor diferencia en «{topic}» viene de algo pequeño. En un momento te enseño qué es.',
    ],
  },
  outline: {
    hook: {
      title: 'Gancho',
      note: 'Una o dos frases sobre «{topic}» que hagan quedarse al espectador: una pregunta, una afirmación audaz o un número.',
    },
    intro: { title: 'Introducción', note: 'Un saludo y el plan del vídeo.' },
    cta: {
      title: 'Llamada a la acción',
      note: 'Un breve resumen, y luego pedir la suscripción y un comentario.',
    },
    outro: { title: 'Despedida', note: 'Agradecer al espectador y despedirse.' },
    shortHook: { title: 'Gancho', note: 'Una línea de ocho palabras como máximo, sin saludo.' },
    payoff: {
      title: 'Recompensa y llamada a la acción',
      note: 'Cumplir lo que prometió el gancho, y luego una línea: seguir o comentar.',
    },
  },
};
