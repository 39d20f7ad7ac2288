import { Pause, Play } from 'lucide-react';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';

// Made with the product itself by scripts/make-demo-video.mjs; 640×360, no sound.
export const DEMO_VIDEO = {
  webm: '/demo/reelwright-demo.webm',
  mp4: '/demo/reelwright-demo.mp4',
  poster: '/demo/reelwright-demo-poster.webp',
  captions: (language: string) => `/demo/reelwright-demo.${language === 'ru' ? 'ru' : 'en'}.vtt`,
};

/**
 * Tries to play with sound first; a browser that refuses (autoplay rules) gets it muted. Returns
 * whether it ended up muted.
 */
export async function playPreferringSound(video: HTMLVideoElement): Promise<boolean> {
  video.muted = false;
  try {
    await video.play();
    return false;
  } catch {
    video.muted = true;
    await video.play();
    return true;
  }
}

/**
 * The demo clip, fetched only when asked for (`preload="none"` behind a poster of the same size),
 * so it costs the landing page one small image.
 */
export function DemoVideo() {
  const { t, i18n } = useTranslation('marketing');
  const video = useRef<HTMLVideoElement>(null);
  const [playing, setPlaying] = useState(false);
  const language = i18n.language === 'ru' ? 'ru' : 'en';

  const toggle = () => {
    const element = video.current;
    if (element === null) return;
    if (!element.paused) {
      element.pause();
      return;
    }
    playPreferringSound(element).catch(() => setPlaying(false));
  };

  return (
    <section aria-labelledby="demo-title" className="px-6 pb-20 sm:pb-24">
      <div className="mx-auto max-w-4xl">
        <div className="text-center">
          <h2 id="demo-title" className="text-3xl font-bold tracking-tight">
            {t('landing.demo.heading')}
          </h2>
          <p className="mx-auto mt-3 max-w-2xl text-lg text-ink-muted">{t('landing.demo.intro')}</p>
        </div>
        <div className="relative mt-8 aspect-video overflow-hidden rounded-panel border border-line bg-ink shadow-card">
          <video
            ref={video}
            width={640}
            height={360}
            poster={DEMO_VIDEO.poster}
            preload="none"
            playsInline
            loop
            aria-describedby="demo-description"
            onPlay={() => setPlaying(true)}
            onPause={() => setPlaying(false)}
            className="size-full object-cover"
          >
            <source src={DEMO_VIDEO.webm} type="video/webm" />
            <source src={DEMO_VIDEO.mp4} type="video/mp4" />
            <track
              key={language}
              kind="captions"
              src={DEMO_VIDEO.captions(language)}
              srcLang={language}
              label={t('landing.demo.captions')}
            />
          </video>
          <button
            type="button"
            onClick={toggle}
            aria-label={playing ? t('landing.demo.pause') : t('landing.demo.play')}
            className={
              playing
                ? 'absolute bottom-3 left-3 grid size-11 place-items-center rounded-full bg-ink/70 text-white hover:bg-ink/90'
                : 'absolute inset-0 grid place-items-center bg-ink/20 text-white hover:bg-ink/30'
            }
          >
            <span
              className={`grid place-items-center rounded-full bg-brand-600 shadow-card ${playing ? 'size-9' : 'size-16'}`}
            >
              {playing ? (
                <Pause aria-hidden="true" className="size-4" />
              ) : (
                <Play aria-hidden="true" className="ml-1 size-7" />
              )}
            </span>
          </button>
        </div>
        <p id="demo-description" className="mt-3 text-sm text-ink-muted">
          {t('landing.demo.description')}
        </p>
      </div>
    </section>
  );
}
