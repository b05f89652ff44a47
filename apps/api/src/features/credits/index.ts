/**
 * What the credits feature offers other features (issue 27): the ledger rules, each run inside
 * the caller's transaction: earn on completion and rating, reverse on refund, reserve at
 * checkout and release, forfeit on account deletion.
 */
export {
  creditsApplied,
  earnForCompletion,
  earnRatingBonus,
  forfeitCredits,
  matchCreditsToCharge,
  type ReleaseCause,
  releaseCredits,
  reserveForCheckout,
  reverseEarnings,
} from './ledger';
