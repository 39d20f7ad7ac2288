import type { HelpFeedbackBody } from '@reelwright/contracts';
import type { Db } from '../../db/client';
import { helpFeedback } from '../../db/schema';

export function createHelpRepository(db: Db) {
  return {
    async insertFeedback(feedback: HelpFeedbackBody, at: Date): Promise<void> {
      await db.insert(helpFeedback).values({ ...feedback, createdAt: at });
    },
  };
}

export type HelpRepository = ReturnType<typeof createHelpRepository>;
