import { buildInterviewerMessages } from '@learnbox/domain';
import { type ChatModel, ChatModelError } from './chat-model';

export interface InterviewerNoteInput {
  question: string;
  keywords: string[];
  answer: string;
  scriptedNote: string;
}

/**
 * The mock interviewer's notes from the configured chat model: one note per follow-up answer.
 * Null when the model fails or says nothing, so the scripted interviewer's note stands.
 */
export function createModelInterviewer(model: ChatModel) {
  return async (input: InterviewerNoteInput): Promise<string | null> => {
    let text = '';
    try {
      for await (const piece of model.stream(buildInterviewerMessages(input))) text += piece;
    } catch (error) {
      if (error instanceof ChatModelError) return null;
      throw error;
    }
    const note = text.trim().slice(0, 1000);
    return note === '' ? null : note;
  };
}
