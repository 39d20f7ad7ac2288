import type { HelpArticle } from './help-article';

/** The help center in English. Every article has a Russian twin in ru.ts with the same id. */
export const articlesEn: readonly HelpArticle[] = [
  // Getting Started
  {
    id: 'what-is-reelwright',
    category: 'getting-started',
    question: 'What is Reelwright?',
    answer: [
      'Reelwright is a web studio that takes a video from idea to finished file in one place. You write the script with AI, turn it into a voice-over or read it from a teleprompter while you record yourself, cut your footage on a multi-track timeline, export the video and make a thumbnail for it.',
      'Everything runs in your web browser: there is nothing to install. Editing and export happen on your own computer, so your video files are never uploaded to our servers.',
    ],
  },
  {
    id: 'create-account',
    category: 'getting-started',
    question: 'How do I create an account?',
    answer: [
      'Click Try Free (or Login, then Sign up) and enter your full name, your email and a password of at least 8 characters. Your account starts on the Free plan, and you land on your dashboard right away.',
      'No payment card is needed to sign up. You can upgrade later from the Pricing page whenever you need higher limits.',
    ],
  },
  {
    id: 'try-demo',
    category: 'getting-started',
    question: 'Can I try Reelwright without signing up?',
    answer: [
      'Yes. Choose Try the demo on the sign-in page, or Log in as demo in the studio. It opens a private demo account just for you, with the Free plan’s limits.',
      'A demo account is temporary: it is deleted together with everything in it after 24 hours, and it has no password. To keep your work, create a free account instead.',
    ],
  },
  {
    id: 'first-video-workflow',
    category: 'getting-started',
    question: 'How do I make my first video?',
    popular: true,
    answer: [
      'Open the studio from your dashboard with Create New Video. The studio walks you through five steps:',
      {
        list: [
          'Script: enter a topic and a few key points, then press Generate Script.',
          'Voice: turn the script into an AI voice-over, or choose Record yourself to read it from the teleprompter.',
          'Record & Edit: put your recordings, uploads and voice-over on the timeline of the video editor.',
          'Thumbnail: generate three thumbnail variations from a short description.',
          'Export: render the video in your browser and download the file.',
        ],
      },
      'Your project is saved as you work, so you can close the tab and continue later.',
    ],
  },
  {
    id: 'saving-projects',
    category: 'getting-started',
    question: 'Is my work saved automatically?',
    answer: [
      'Yes. Your script, voice-overs, thumbnails and the editor’s timeline are saved to your project on the server as you work; the editor saves a moment after each change settles. The status next to your script shows Saving… and Saved.',
      'If you lose your connection, changes are kept in the tab and saved when you are back online. If the same project was changed in another tab, you are asked to reload instead of silently overwriting that work.',
      'Media files you upload to the editor are the exception: they stay in your browser (see “Where are my uploaded media files stored?”).',
    ],
  },
  {
    id: 'media-library-storage',
    category: 'getting-started',
    question: 'Where are my uploaded media files stored?',
    answer: [
      'Videos, audio and images you add to the editor’s media library are kept in your browser’s own storage on this computer. They are never uploaded to our servers, and they are still there after you reload the page.',
      'This also means they are not available on another computer or in another browser, and clearing this site’s data in your browser removes them. A timeline item whose file is missing shows as offline, and you can point it to the file again with Relink.',
      'The library shows how much storage it uses under the list. If the disk is full, a red banner names the file that could not be saved.',
    ],
  },
  {
    id: 'editor-basics',
    category: 'getting-started',
    question: 'How do I edit my video on the timeline?',
    answer: [
      'Upload your files to the media library (several at once if you like), then drag them onto a track. Videos go on the main video track, sound on the audio tracks, and images and titles on the overlay tracks, where they appear picture-in-picture over the video.',
      {
        list: [
          'Move an item by dragging it; hold Shift to push later items aside.',
          'Trim an item by dragging either edge, or split it at the playhead.',
          'Items snap to other items’ edges, the playhead and the start.',
          'Add a title and edit its words, size and colour; set each item’s volume or opacity.',
          'Add more overlay and audio tracks when you need them.',
        ],
      },
      'Every change can be undone (up to 500 steps), and the timeline is saved into your project automatically.',
    ],
  },
  {
    id: 'editor-shortcuts',
    category: 'getting-started',
    question: 'What keyboard shortcuts does the video editor have?',
    answer: [
      'Press ? in the editor to see them all. The most useful ones:',
      {
        list: [
          'Space: play or pause.',
          'Delete or Backspace: delete the selected item.',
          'Ctrl+B: split the selected item at the playhead.',
          'Ctrl+C / Ctrl+V: copy and paste at the playhead.',
          'Ctrl+Z: undo; Ctrl+Shift+Z or Ctrl+Y: redo.',
          '+ / − / 0: zoom in, zoom out, reset zoom.',
          'Arrow keys: move the selected item by 0.1 s (with Shift 1 s, with Ctrl 5 s).',
          'Esc: close the help, cancel a drag or deselect.',
        ],
      },
      'With the mouse, Ctrl+wheel zooms around the cursor and Shift+wheel scrolls sideways.',
    ],
  },
  {
    id: 'export-video',
    category: 'getting-started',
    question: 'How do I export my finished video?',
    popular: true,
    answer: [
      'Click Export in the editor and choose the settings:',
      {
        list: [
          'Resolution: 1920×1080 (Boost and Pro), 1280×720 or 854×480.',
          'Frame rate: 24, 30 or 60 fps (60 fps with Boost and Pro).',
          'Quality: low, medium or high.',
          'Format: MP4 or WebM.',
        ],
      },
      'The video is rendered in your browser, frame by frame, usually much faster than real time. You see the progress and the time left, and you can cancel at any moment. When it is done, preview the result and click Download video.',
      'Each finished export counts as one video of your plan’s monthly allowance.',
    ],
  },
  {
    id: 'export-browser-support',
    category: 'getting-started',
    question: 'Why is MP4 or WebM shown as unavailable when I export?',
    answer: [
      'Export uses your browser’s built-in video encoders, and not every browser can encode every format. Before the export starts, formats this browser cannot produce are shown as unavailable, with the reason.',
      'A recent version of Chrome or Edge on a desktop computer supports both MP4 and WebM. In browsers without the modern encoding features, the export falls back to recording the video in real time, which takes as long as the video itself.',
    ],
  },
  {
    id: 'create-thumbnail',
    category: 'getting-started',
    question: 'How do I make a thumbnail for my video?',
    answer: [
      'Open the thumbnail generator from the Thumbnail Maker card on your dashboard, the Thumbnail button in the editor, or Create Thumbnail after an export. Describe your idea in the chat box, pick one of the 8 styles and, if you like, add a headline, a reference image and object images (PNG, JPEG or WebP, up to 10 MB each).',
      'You get three 1280×720 variations to choose from. Download the one you like as a PNG, or save it to the editor’s media library. Each variation counts toward your plan’s monthly thumbnails; a variation that fails is not counted.',
    ],
  },
  {
    id: 'gemini-key',
    category: 'getting-started',
    question: 'Can I use my own Gemini API key for thumbnails?',
    answer: [
      'Yes. Go to Settings and paste your key into the Gemini API key section. Thumbnails are then drawn by Google Gemini using your key.',
      'The key is stored encrypted on our server and is never shown again: only its last 4 characters are. Your browser never sends it to Google. You can delete it in Settings at any time.',
      'Without a Gemini key, thumbnails are still made, by another configured image model or by the built-in thumbnail designer.',
    ],
  },

  // Script Generation
  {
    id: 'generate-script',
    category: 'script-generation',
    question: 'How do I generate a script?',
    popular: true,
    answer: [
      'In the studio, enter the topic of your video, then choose the content type, the language and the duration: Short (about 5 minutes), Medium (about 10), Long (about 15) or Extra long (about 20). Add key points if you want the script to cover something specific.',
      'Press Generate Script. The text appears as it is written, and you can press Stop at any time. The script comes with a hook, an introduction, a section for each key point, a call to action and an outro, sized to the duration you chose. Without a connected AI model, the built-in writer marks in [brackets] what you fill in.',
      'Each generated script counts as one script of your plan. If writing fails, it is not counted.',
    ],
  },
  {
    id: 'key-points',
    category: 'script-generation',
    question: 'What are key points and how do I use them?',
    answer: [
      'Key points are the things your video must cover. Add up to 10 of them under Key points; the script gets a section for each one.',
      'Not sure what to cover? Press the AI button next to Key points, and it suggests points for your topic. You can edit or remove any of them before you generate the script. Suggestions do not count toward your plan.',
    ],
  },
  {
    id: 'improve-passage',
    category: 'script-generation',
    question: 'How do I improve one part of my script?',
    answer: [
      'Select a passage of the script (more than 10 characters). The AI Text Editor opens with your selection. Type how it should change, or pick a quick command such as Make it more detailed, Simplify explanation, Add examples or Improve structure, then press Improve with AI.',
      'You see the improved text before it goes in, and only the selected passage is replaced: the rest of the script stays as it is. Improvements do not count toward your plan’s scripts.',
    ],
  },
  {
    id: 'extend-script',
    category: 'script-generation',
    question: 'How do I make my script longer?',
    answer: [
      'Press More below the script. A new section on something the script has not covered yet is added to the body, before the call to action and the goodbye, so the script still ends the way a video should. Press it again for another one.',
      'Extending does not count toward your plan’s scripts. Like suggestions and improvements, it is limited to 30 requests a minute.',
    ],
  },
  {
    id: 'quality-score',
    category: 'script-generation',
    question: 'What does the script quality score mean?',
    answer: [
      'The score rates your script from 0 to 10 and updates as you type. Open Script quality to see the details:',
      {
        list: [
          'An overall score and a grade.',
          'Separate scores for length, structure, engagement, readability, emotional tone, clarity, SEO and rhythm.',
          'Concrete tips on what to improve.',
        ],
      },
      'The scores come from the built-in analyzer, which checks things like the hook, the sections, the call to action, sentence lengths, questions to the viewer and repetition. When an AI model is configured, its review is blended in. Checking quality is always free.',
    ],
  },
  {
    id: 'script-languages',
    category: 'script-generation',
    question: 'Which languages can my script be written in?',
    answer: [
      'Scripts can be written in English, Russian, Spanish, French, German and Chinese. Choose the content language before you generate.',
      'This is separate from the language of the app itself, which you can switch between English and Russian at the bottom of the page or in Settings.',
    ],
  },
  {
    id: 'offline-writer',
    category: 'script-generation',
    question: 'Why does my script say it was written by the built-in writer?',
    answer: [
      'Reelwright can run without any AI service. When no AI model is connected to the server, scripts come from a built-in writer that works offline. It knows nothing about your topic, so it does not pretend to: it builds the script around your key points, word for word, adds the hook, the plan, the recap, a call to action and a goodbye, and leaves notes in [square brackets] saying what you fill in and for about how long, so the finished script fits the duration you chose.',
      'Notes in brackets are never read aloud: the voice-over skips them, the teleprompter shows them dimmed, and the quality score does not count them. Without key points, the built-in writer suggests the questions viewers ask (what, why, what you need, how, mistakes, the result) for you to answer.',
      'For full drafts, connect a model: see How do I connect an AI model?',
    ],
  },
  {
    id: 'connect-ai-model',
    category: 'script-generation',
    question: 'How do I connect an AI model?',
    answer: [
      'Whoever runs the Reelwright server connects the model, in the server’s environment (the .env file), then restarts it. The README’s section “Connecting a model” has the details. Three ways:',
      {
        list: [
          'A local model with Ollama: install Ollama, run “ollama pull llama3.1”, then set AI_PROVIDER=openai-compatible, AI_BASE_URL=http://localhost:11434/v1 and AI_MODEL=llama3.1.',
          'Any other OpenAI-compatible server (vLLM, LM Studio, llama.cpp): the same three settings with its address and model name, plus AI_API_KEY if it needs one.',
          'A vendor key: set AI_PROVIDER to openai, anthropic or google and put the key in OPENAI_API_KEY, ANTHROPIC_API_KEY or GOOGLE_GENERATIVE_AI_API_KEY.',
        ],
      },
      'After the restart, new scripts, suggestions, improvements and extensions come from the model, and the note under the script no longer mentions the built-in writer.',
    ],
  },
  {
    id: 'undo-ai-change',
    category: 'script-generation',
    question: 'How do I undo a change the AI made to my script?',
    answer: [
      'Press Ctrl+Z (Cmd+Z on a Mac) in the script, and the text from before the change comes back. This works for generated scripts, improvements and extensions, step by step, until you type in the script yourself; from then on Ctrl+Z undoes your typing as usual.',
      'If the AI is still writing and you do not like where it is going, press Stop.',
    ],
  },

  // Teleprompter
  {
    id: 'open-teleprompter',
    category: 'teleprompter',
    question: 'How do I open the teleprompter?',
    popular: true,
    answer: [
      'In the studio’s voice-over section, choose Record yourself, then Open teleprompter. The teleprompter shows your current script in large type, so write or generate a script first.',
      'The teleprompter opens as a window over the studio. Notes in square brackets, such as [pause], are dimmed so you do not read them out.',
    ],
  },
  {
    id: 'teleprompter-speed',
    category: 'teleprompter',
    question: 'How do I change the teleprompter’s scrolling speed?',
    answer: [
      'Open the teleprompter’s Settings and move the Scroll speed slider anywhere from 10% to 200%. The default is 50%, which scrolls about 40 pixels per second.',
      'You can also change the speed while reading: ↑ makes it faster and ↓ slower, by 10% per press. The speed stays steady even on a slow computer.',
    ],
  },
  {
    id: 'teleprompter-display',
    category: 'teleprompter',
    question: 'Can I change the font size or mirror the text?',
    answer: [
      'Yes. In the teleprompter’s Settings you can set the font size from 16 to 48 pixels, mirror the text horizontally or flip it vertically (for teleprompter glass), and show or hide the reading line.',
      'Your settings are remembered in this browser for the next time.',
    ],
  },
  {
    id: 'teleprompter-keys',
    category: 'teleprompter',
    question: 'Which keys control the teleprompter?',
    answer: [
      {
        list: [
          'Space: start or pause scrolling.',
          '↑ / ↓: faster or slower, by 10%.',
          'Home: back to the top of the text.',
        ],
      },
      'You can also scroll the text by hand with the mouse wheel. The keys work in the pop-out window too.',
    ],
  },
  {
    id: 'teleprompter-countdown',
    category: 'teleprompter',
    question: 'How do the countdown and scrolling work when I record?',
    answer: [
      'With the 3-2-1 countdown turned on in Settings, the teleprompter counts down before the recording begins, so you have a moment to get ready.',
      'The text starts scrolling together with the recording and stops at the end of the text. You can pause and resume scrolling with Space at any time.',
    ],
  },
  {
    id: 'teleprompter-popout',
    category: 'teleprompter',
    question: 'Can I show the teleprompter on a second screen?',
    answer: [
      'Yes. Click Open in new window. The teleprompter opens in a separate window that you can move to another monitor. It shows the same text at the same place and follows start, stop, speed changes and jumps, and its keys control the teleprompter in the studio.',
      'If nothing opens, your browser blocked the pop-up: allow pop-ups for this site and try again. The window closes when you close the teleprompter.',
    ],
  },
  {
    id: 'teleprompter-window',
    category: 'teleprompter',
    question: 'How do I move, resize or maximise the teleprompter?',
    answer: [
      'Drag the teleprompter by its title bar and resize it from its corner; both handles also work with the arrow keys. The buttons in the title bar minimise, maximise or restore the window and switch to fullscreen.',
    ],
  },
  {
    id: 'record-video-or-audio',
    category: 'teleprompter',
    question: 'Can I record video, or only my voice?',
    answer: [
      'Both. Under Record, choose Video to record the camera with sound (in HD, 1280×720 when your camera supports it), or Audio to record only the microphone, with echo cancellation and noise suppression.',
      'A timer shows how long you have been recording. Stop recording ends the take; Abort throws it away. Your camera, microphone and recordings stay in your browser: nothing is sent to our servers.',
    ],
  },
  {
    id: 'use-recording',
    category: 'teleprompter',
    question: 'What can I do with my recording when I stop?',
    answer: [
      'You can preview your take and then:',
      {
        list: [
          'Use: add it to the editor’s media library and place it on the timeline at the playhead (video on the main track, sound on an audio track). The teleprompter closes.',
          'Save to media: add it to the media library only, to place it later.',
          'Download: save the file to your computer.',
          'Reset all: throw the take away and start again.',
        ],
      },
      'If you close the teleprompter with a take you have neither used nor saved, you are asked first.',
    ],
  },
  {
    id: 'camera-access',
    category: 'teleprompter',
    question: 'The teleprompter cannot access my camera or microphone. What do I do?',
    answer: [
      'Your browser asks for permission the first time. If you refused, or another app is using the camera, you see “Failed to access microphone/camera”.',
      'Click the camera or lock icon in the browser’s address bar, allow the camera and microphone for this site, then press Try again. Recording also needs a secure (https) page; a plain http address other than localhost cannot use the camera.',
    ],
  },

  // Voice Recording
  {
    id: 'ai-voice-over',
    category: 'voice-recording',
    question: 'How do I turn my script into a voice-over?',
    popular: true,
    answer: [
      'In the studio’s voice-over section, choose AI Voiceover, pick a voice and set the speech speed (from half to twice the normal speed). Then press Generate voice-over.',
      'Long scripts are spoken in parts, and you see the progress part by part. When it is finished, the voice-over is saved with your project, ready to play, download or add to the editor.',
      'Every character of the text counts toward your plan’s monthly voice-over characters.',
    ],
  },
  {
    id: 'voices',
    category: 'voice-recording',
    question: 'Which voices can I use?',
    answer: [
      'Every plan has the built-in voices: US and British English, Russian, Spanish, French, German and Mandarin Chinese, with male and female voices.',
      'When the server is connected to a voice service such as ElevenLabs or OpenAI, their voices appear in the list too. These are marked Boost / Pro and need a paid plan.',
      'Press Preview to hear a voice before you choose it. A preview speaks one short sentence, which counts toward your plan’s characters.',
    ],
  },
  {
    id: 'long-voice-overs',
    category: 'voice-recording',
    question: 'What happens with a long script?',
    answer: [
      'Long texts are split into parts at paragraphs and sentences, spoken in order and joined into one MP3 file, so there is no limit to the script’s length other than your plan’s characters.',
      'In the player you can listen to the full version or part by part, which is handy when you want to check one section.',
    ],
  },
  {
    id: 'download-voice-over',
    category: 'voice-recording',
    question: 'How do I download my voice-over?',
    answer: [
      'Under Your voice-over, press Download MP3. The button shows the file size in MB. Voice-overs are MP3 files at 128 kbps, which play everywhere.',
      'Every voice-over of the project stays listed under In this project, so you can download an earlier one too.',
    ],
  },
  {
    id: 'voice-over-in-editor',
    category: 'voice-recording',
    question: 'How do I put the voice-over into my video?',
    answer: [
      'Press Add to editor under the player. The voice-over appears in the Audio tab of the editor’s media library; drag it onto an audio track of the timeline.',
      'If you read the script yourself in the teleprompter, choose Use after recording, and the take goes straight onto the timeline.',
    ],
  },
  {
    id: 'voice-characters',
    category: 'voice-recording',
    question: 'How are voice-over characters counted?',
    answer: [
      'Every character of text you turn into speech counts, including spaces and voice previews: a 1,500-character script uses 1.5k. The studio shows how many characters a voice-over will use before you generate it.',
      'If the text does not fit into what is left of your monthly characters, nothing is generated: the text is never cut off silently. If generation fails, the characters are given back.',
    ],
  },
  {
    id: 'voice-over-failed',
    category: 'voice-recording',
    question: 'My voice-over failed or timed out. What can I do?',
    answer: [
      {
        list: [
          'Timeout: very long texts can take more than 2 minutes. Split the script or generate it in smaller pieces.',
          'Request limit exceeded: wait a little and try again.',
          'This voice needs a paid plan: choose a built-in voice, or upgrade to Boost or Pro.',
          'Plan limit reached: your monthly characters are used up (see Billing & Plans).',
        ],
      },
      'Characters of a voice-over that failed are not counted.',
    ],
  },

  // Billing & Plans
  {
    id: 'plans-compare',
    category: 'billing-plans',
    question: 'What plans are there and what do they include?',
    popular: true,
    answer: [
      {
        list: [
          'Free: 3 scripts, 10,000 voice-over characters, 5 thumbnails and 5 videos a month, with the built-in voices.',
          'Boost: $16.58 a month, or $199 a year. 25 scripts, 60,000 characters, 30 thumbnails and unlimited videos a month, with all voices.',
          'Pro: $99 a month, or $1,188 a year. 100 scripts, 200,000 characters, 100 thumbnails and unlimited videos a month, with all voices.',
        ],
      },
      'Key point suggestions, improvements, extensions and the quality score do not count toward any limit. Payments are made by card.',
    ],
  },
  {
    id: 'limits-reset',
    category: 'billing-plans',
    question: 'When do my monthly limits reset?',
    answer: [
      'On the 1st of every month at 00:00 UTC, whatever day you signed up or subscribed. You can see this month’s usage in the menu under your name and on your dashboard.',
      'Each generated script counts as one script, each character turned into speech as one character, each thumbnail variation as one thumbnail and each exported video as one video.',
    ],
  },
  {
    id: 'upgrade-plan',
    category: 'billing-plans',
    question: 'How do I upgrade, and when does it take effect?',
    answer: [
      'Open Pricing (Upgrade Plan in the menu under your name), choose monthly or yearly billing and click the plan you want. You pay by card on a secure checkout page.',
      'An upgrade applies right after the payment: your new limits are available at once, and what you already used this month still counts. Moving from Boost to Pro, or from monthly to yearly billing, you pay only the prorated difference for the rest of your billing period.',
      'A move to a smaller plan, or from yearly to monthly billing, happens on your next billing date. You keep what you paid for until then, and you can keep your current plan before the change happens.',
    ],
  },
  {
    id: 'cancel-subscription',
    category: 'billing-plans',
    question: 'How do I cancel my subscription?',
    answer: [
      'On the Pricing page, click Cancel Subscription and confirm. Nothing more is charged.',
      'You move to the Free plan right away. What you used this month still counts, so once you are past a Free limit, that tool waits until the 1st of next month. Your projects, scripts and voice-overs stay in your account.',
    ],
  },
  {
    id: 'limit-reached',
    category: 'billing-plans',
    question: 'What happens when I reach a limit of my plan?',
    answer: [
      'The tool that reached its limit tells you so (“Plan limit reached”) and offers to see the plans. Nothing you already made is lost, and the other tools keep working as long as their own limits allow.',
      'You can wait until your limits reset on the 1st of the month, or upgrade: the higher limits apply immediately.',
    ],
  },

  // Account Settings
  {
    id: 'reset-password',
    category: 'account-settings',
    question: 'I forgot my password. How do I reset it?',
    answer: [
      'On the sign-in page, click Forgot password? and enter your account’s email. We send you a link to set a new password. If it does not arrive within a few minutes, check your spam folder.',
      'The link works once and for one hour. After you set a new password, every device signed in to your account is signed out.',
    ],
  },
  {
    id: 'account-settings',
    category: 'account-settings',
    question: 'How do I change my name, language or password?',
    answer: [
      'Open Settings from the menu under your name:',
      {
        list: [
          'Display name: the name shown in the app and in emails we send you.',
          'Language: English or Russian for the app on this device.',
          'Password: enter your current password and a new one of at least 8 characters. Every other device is signed out.',
        ],
      },
      'Demo accounts have no password; create a free account to choose one.',
    ],
  },
  {
    id: 'delete-account',
    category: 'account-settings',
    question: 'How do I delete my account?',
    answer: [
      'In Settings, go to Delete account and confirm with your password. Your account and everything stored with it are deleted: projects, scripts, voice-overs and thumbnails. A paid subscription is cancelled first, so nothing more is charged.',
      'Media files in the editor’s library live in your browser, not on our servers. To remove them too, clear this site’s data in your browser.',
    ],
  },
];
