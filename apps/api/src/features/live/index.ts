/**
 * What the live feature offers other features: the erasure of a person's chat text and rating
 * comments when their account is deleted (privacy feature).
 */
export { anonymiseChatAndRatings } from './chat.repository';
