export { decodeMp3, encodeMp3, MP3_BITRATE_KBPS } from './mp3';
export { durationOfPcm, joinPcm, MP3_SAMPLE_RATE, pcmFromInt16 } from './pcm';
export { resample } from './resample';
