/** A file that is not what it claims (a WAV with no samples, a broken MP3, a cut-off Ogg). */
export class UndecodableAudio extends Error {
  override name = 'UndecodableAudio';
}

/** A file read fine whose audio is in a codec the server does not decode (AAC in WebM, FLAC in MP4…). */
export class UnsupportedAudioCodec extends Error {
  override name = 'UnsupportedAudioCodec';
}
