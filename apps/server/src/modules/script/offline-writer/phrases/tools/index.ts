export { chineseTools } from './chinese';
export { englishTools } from './english';
export { frenchTools } from './french';
export { germanTools } from './german';
export { russianTools } from './russian';
export { spanishTools } from './spanish';
