export { ease } from './easing';
export { keyAt, keyframeValueAt, keyIndexAtOrBefore } from './keyframe-value';
export {
  animatedItem,
  animatedValue,
  baseTransform,
  isKeyframed,
  keyframeablePropertiesOf,
  staticValue,
} from './animated-item';
export {
  addKeyframe,
  addKeyframesAll,
  clampKeyframeValue,
  deleteKeyframe,
  insideItem,
  keyframeTimes,
  moveKeyframe,
  setAnimatedValue,
  setKeyframeEasing,
  setKeyframeValue,
  withKeyframe,
  withStaticValue,
  withTransformAt,
  withValueAt,
  type KeyframeTarget,
} from './keyframe-commands';
export {
  clipKeyframes,
  reframeKeyframes,
  scaleKeyframeTimes,
  withKeyframesClipped,
} from './clip-keyframes';
