import type { InterviewFollowUp } from '../../schema/index';

/** System design questions of the mock-interview bank: answered in text, no tests. */
export interface SeedDesignQuestion {
  id: string;
  title: string;
  prompt: string;
  followUps: InterviewFollowUp[];
}

export const SYSTEM_DESIGN_QUESTIONS: SeedDesignQuestion[] = [
  {
    id: 'sd-url-shortener',
    title: 'A URL shortener',
    prompt:
      'Design a service that turns long links into short ones and redirects visitors: 100 million new links a month, reads far more often than writes. Describe the API, how short codes are made, where links are stored and how redirects stay fast.',
    followUps: [
      {
        question: 'How do you generate short codes that never collide?',
        keywords: ['hash', 'counter', 'base62', 'unique'],
      },
      {
        question: 'How do redirects stay fast under heavy read traffic?',
        keywords: ['cache', 'replica', 'CDN'],
      },
      { question: 'What happens when the database is down?', keywords: ['replica', 'failover', 'cache'] },
    ],
  },
  {
    id: 'sd-rate-limiter',
    title: 'A rate limiter',
    prompt:
      'Design a rate limiter for a public API served by many servers: each client may make 100 requests a minute. Describe the algorithm, where counts are kept and what a refused client sees.',
    followUps: [
      {
        question: 'Which algorithm do you use to count requests, and why?',
        keywords: ['token bucket', 'sliding window', 'fixed window'],
      },
      { question: 'How do several servers share the counts?', keywords: ['Redis', 'shared', 'atomic'] },
      {
        question: 'What does a client that is over its limit receive?',
        keywords: ['429', 'Retry-After', 'header'],
      },
    ],
  },
  {
    id: 'sd-chat',
    title: 'A chat service',
    prompt:
      'Design one-to-one and group chat for a million people online at once: messages arrive in order, show delivery and read state, and reach phones that were offline.',
    followUps: [
      {
        question: 'How do messages reach a connected client right away?',
        keywords: ['WebSocket', 'push', 'connection'],
      },
      {
        question: 'How do you keep the order of messages in a conversation?',
        keywords: ['sequence', 'timestamp', 'partition'],
      },
      {
        question: 'What happens to messages for a user who is offline?',
        keywords: ['queue', 'store', 'notification'],
      },
    ],
  },
  {
    id: 'sd-news-feed',
    title: 'A news feed',
    prompt:
      'Design the home feed of a social network: people follow others and see their recent posts, newest first, within a second of opening the app.',
    followUps: [
      {
        question: 'Do you build feeds when a post is written or when a feed is read?',
        keywords: ['fan-out', 'push', 'pull'],
      },
      {
        question: 'How do you handle an account with millions of followers?',
        keywords: ['celebrity', 'hybrid', 'pull'],
      },
      { question: 'Where do you cache, and what?', keywords: ['cache', 'Redis', 'timeline'] },
    ],
  },
  {
    id: 'sd-file-storage',
    title: 'File storage and sharing',
    prompt:
      'Design a service where people upload files of up to 5 GB, sync them between devices and share links to them.',
    followUps: [
      {
        question: 'How do large uploads survive a dropped connection?',
        keywords: ['chunk', 'resumable', 'multipart'],
      },
      {
        question: 'Where do the bytes live, and the metadata?',
        keywords: ['object storage', 'S3', 'database'],
      },
      {
        question: 'How do you avoid storing the same file twice?',
        keywords: ['hash', 'deduplication', 'content-addressed'],
      },
    ],
  },
];
