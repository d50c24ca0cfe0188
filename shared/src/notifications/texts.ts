// English texts of the user-journey notices. The workbench may show its own translation by id.

export const JOURNEY_TEXTS = {
  welcome: {
    title: 'Welcome to Protolab',
    more: 'Create a prototype, link its screens, and invite testers with a link or a QR code.',
  },
  'video-tip': {
    title: 'Learn the basics in a few minutes',
    more: 'The help section has short videos on designing, prototyping and testing.',
    video: 'help/videos',
  },
  'star-project': {
    title: 'Do you like Protolab?',
    more: 'Give the project a star: it helps others find it.',
  },
  'community-chat': {
    title: 'Join the community chat',
    more: 'Ask questions, share your prototypes and meet other designers.',
  },
  'profile-picture': {
    title: 'Add a profile picture',
    more: 'Your team sees who changed what: add a picture on your account page.',
  },
  collaboration: {
    title: 'Work on prototypes together',
    more: 'Invite team members to a prototype to design, test and comment together.',
  },
  'add-name': {
    title: 'Tell us your name',
    more: 'Add your name on your account page so your team knows who you are.',
  },
} as const;

export type JourneyNoticeId = keyof typeof JOURNEY_TEXTS;
