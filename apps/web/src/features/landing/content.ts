/**
 * Copy of the landing sections below the hero (spec §1 and §9 marketing claims). Static by
 * design: the spec shows no source for these figures. Only the sections' own chunk loads it
 * (ADR 175); the hero's figures are in `hero-claims.ts`.
 */
import { anchors } from '../../lib/paths';
import { heroClaims } from './hero-claims';

export const stats = [
  { value: '90%', label: 'Time Saved' },
  { value: '100%', label: 'Secure' },
  { value: '4.9/5', label: 'Rating' },
  { value: '2,500+', label: 'Reviews' },
] as const;

export const features = [
  {
    icon: 'shield',
    title: 'Vetted Protocol Officers',
    text: 'Every officer is background-checked and trained to escort you through Lagos airport.',
  },
  {
    icon: 'clock',
    title: 'Immigration Fast-Track',
    text: `Skip the long queues at immigration and save ${heroClaims.timeSaved} on arrival or departure.`,
  },
  {
    icon: 'luggage',
    title: 'Baggage Assistance',
    text: 'Your officer helps you through baggage reclaim and customs so you are out faster.',
  },
  {
    icon: 'steps',
    // What the product really does (issue 37): the service's steps, live, on the booking page;
    // no map of the officer.
    title: 'Live Service Tracking',
    text: 'Your booking page follows your service as it happens: your officer’s check-in at the meeting point, your meeting, and each step through the airport.',
  },
  {
    icon: 'chat',
    title: 'In-App Masked Chat',
    text: 'Message your officer without sharing your personal phone number.',
  },
  {
    icon: 'award',
    title: 'Rating and Loyalty Credits',
    text: 'Rate every service and earn credits towards your next trip.',
  },
] as const;

export const steps = [
  { title: 'Book', text: 'Find your flight and choose Arrival Service or Departure Service.' },
  { title: 'Pay', text: 'Pay securely by card or bank transfer.' },
  {
    title: 'Meet Your Officer',
    text: `You receive your officer's details ${heroClaims.officerDetailsBefore} before your service.`,
  },
  { title: 'Fast-Track and Rate', text: 'Breeze through the airport, then rate your experience.' },
] as const;

export const testimonials = [
  {
    quote: 'I landed after a long flight and was through immigration in minutes. The officer was waiting with my name.',
    name: 'Chiamaka O.',
    role: 'Business traveller',
    rating: 5,
  },
  {
    quote: 'Travelling with two children used to be stressful at Lagos. This time we were through security in no time.',
    name: 'David A.',
    role: 'Family traveller',
    rating: 5,
  },
  {
    quote: 'Professional, punctual and discreet. I now book FastTrack LOS for every departure.',
    name: 'Funmi B.',
    role: 'Frequent flyer',
    rating: 5,
  },
] as const;

export const sectionIds = anchors;
