export { decodeMp3, encodeMp3, MP3_BITRATE_KBPS, MP3_PLAYBACK_DELAY_SECONDS } from './mp3';
export { durationOfPcm, int16FromBytes, joinPcm, MP3_SAMPLE_RATE, pcmFromInt16 } from './pcm';
export { resample } from './resample';
