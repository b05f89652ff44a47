/**
 * What the credits feature offers other features (issue 27): the ledger rules, each run inside
 * the caller's transaction: earn on completion and rating, reverse on refund, reserve at
 * checkout, match to the successful charge and release, forfeit on account deletion.
 */
export { balanceOf as availableCredits } from './credits.repository';
export {
  creditsApplied,
  earnForCompletion,
  earnRatingBonus,
  forfeitCredits,
  matchCreditsToCharge,
  releaseCredits,
  reserveForCheckout,
  reverseEarnings,
} from './ledger';
