import { z } from 'zod';
import { lazySchema } from '@inroom/shared';

// The side effects a status change leaves to do, kept on the order itself so that the status change
// and the work it implies are one conditional write: a crash after it can delay the work, never
// lose it (docs/architecture.md "Order side effects").

export const EFFECT_STATES = ['pending', 'sending', 'done', 'failed', 'skipped'] as const;
export type EffectState = (typeof EFFECT_STATES)[number];

/**
 * One piece of work and where it stands:
 * - pending: to do, not before `at`;
 * - sending: claimed at `at` by a process doing it now; another may take it over once the claim's
 *   lease has run out (the process died);
 * - done, skipped (nothing to do any more, e.g. the contact was made inactive), failed (given up
 *   after the last attempt, flagged for an operator): final, `at` is when.
 */
export const effectSchema = lazySchema(() =>
  z.object({
    state: z.enum(EFFECT_STATES),
    /** Attempts that ended in an error (a claim that was never answered is not counted). */
    failures: z.number().int().min(0),
    at: z.iso.datetime(),
    /** The last attempt's error, for the operator (short). */
    lastError: z.string().max(300),
  }),
);
export type Effect = z.infer<typeof effectSchema>;

export const SETTLEMENT_ACTIONS = ['capture', 'cancel'] as const;
export type SettlementAction = (typeof SETTLEMENT_ACTIONS)[number];

export const orderEffectsSchema = lazySchema(() =>
  z.object({
    /** The expiry schedule at the end of the response window (EventBridge Scheduler, local timer). */
    expiry: effectSchema.nullable(),
    /** The new-order SMS, one per contact active when the order was paid, by contact id. */
    sms: z.record(z.string(), effectSchema),
    /** The reminder SMS at half the response window, by contact id; pending `at` is when it is due. */
    reminders: z.record(z.string(), effectSchema),
    /** Capturing (accepted) or releasing (declined, expired) the card authorisation. */
    settlement: effectSchema.extend({ action: z.enum(SETTLEMENT_ACTIONS) }).nullable(),
  }),
);
export type OrderEffects = z.infer<typeof orderEffectsSchema>;
export type Settlement = NonNullable<OrderEffects['settlement']>;

export const NO_EFFECTS: OrderEffects = { expiry: null, sms: {}, reminders: {}, settlement: null };
