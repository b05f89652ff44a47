import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { answerSerializerCompiler } from './answer-serializer';

const Answer = z.object({
  success: z.literal(true),
  data: z.object({ reference: z.string(), seats: z.number().int(), terminal: z.string().nullable() }),
});
const route = { schema: Answer, method: 'GET', url: '/api/things/:id', httpStatus: '200' };
const production = answerSerializerCompiler({ checkAgainstZod: false })(route);
const checked = answerSerializerCompiler({ checkAgainstZod: true })(route);

describe('answerSerializerCompiler', () => {
  it('writes what JSON.stringify writes for an answer that fits its schema', () => {
    const answer = { success: true, data: { reference: 'FT-"Ä"\n', seats: 3, terminal: null } };
    expect(JSON.parse(production(answer))).toEqual(answer);
    expect(checked(answer)).toBe(production(answer));
  });

  it('never writes a property the schema does not declare', () => {
    const answer = { success: true, data: { reference: 'A', seats: 1, terminal: 'I', passwordHash: 'x' }, debug: 1 };
    expect(JSON.parse(production(answer))).toEqual({
      success: true,
      data: { reference: 'A', seats: 1, terminal: 'I' },
    });
    expect(JSON.parse(checked(answer))).toEqual({ success: true, data: { reference: 'A', seats: 1, terminal: 'I' } });
  });

  it('refuses an answer without a required property', () => {
    expect(() => production({ success: true, data: { seats: 1, terminal: null } })).toThrow(/reference/);
  });

  it('checks values against the schema outside production', () => {
    const wrong = { success: true, data: { reference: 'A', seats: '2', terminal: null } };
    expect(() => checked(wrong)).toThrow("Response doesn't match the schema");
    // In production the fast writer does not check values: it writes the number the schema says.
    expect(JSON.parse(production(wrong)).data.seats).toBe(2);
  });

  it('writes a nullable text, choice, object and list both as null and with a value', () => {
    const Leg = z.object({ from: z.string(), gate: z.string().nullable() });
    const Trip = z.object({
      note: z.string().nullable(),
      status: z.enum(['on time', 'delayed']).nullable(),
      leg: Leg.nullable(),
      legs: z.array(Leg).nullable(),
      seats: z.number().int().nullable(),
    });
    const compile = (checkAgainstZod: boolean) =>
      answerSerializerCompiler({ checkAgainstZod })({ schema: Trip, method: 'GET', url: '/trip' });
    const empty = { note: null, status: null, leg: null, legs: null, seats: null };
    const full = {
      note: 'Gate "B"',
      status: 'delayed',
      leg: { from: 'LHR', gate: null },
      legs: [{ from: 'LHR', gate: 'E2' }],
      seats: 0,
    };
    for (const answer of [empty, full]) {
      expect(compile(false)(answer)).toBe(JSON.stringify(answer));
      expect(compile(true)(answer)).toBe(JSON.stringify(answer));
    }
  });

  it('writes an answer whose output JSON Schema cannot express with zod', () => {
    const At = z.object({ at: z.date() });
    const serialize = answerSerializerCompiler({ checkAgainstZod: false })({ schema: At, method: 'GET', url: '/x' });
    expect(serialize({ at: new Date('2026-11-26T08:00:00Z') })).toBe('{"at":"2026-11-26T08:00:00.000Z"}');
  });

  it('takes the answer schema in the { properties } form as well', () => {
    const serialize = answerSerializerCompiler({ checkAgainstZod: true })({
      schema: { properties: z.object({ ok: z.boolean() }) },
      method: 'GET',
      url: '/y',
    });
    expect(serialize({ ok: true, extra: 1 })).toBe('{"ok":true}');
  });
});
