export { chineseShort } from './chinese';
export { englishShort } from './english';
export { frenchShort } from './french';
export { germanShort } from './german';
export { russianShort } from './russian';
export { spanishShort } from './spanish';
