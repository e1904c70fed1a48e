import { describe, expect, it } from 'vitest';
import { translate } from '../../../core/messages';
import { checkAmount, limitsOf, startingAmount, type AmountCheck } from './invest-amount';

const project = { min_investment: 1000, max_investment: 10000, remaining_funding: 5000, token_value: 100 };
const limits = limitsOf(project);
const text = (check: AmountCheck) => ('message' in check ? translate(check.message, 'es') : null);

describe('startingAmount', () => {
  it("starts at the project's minimum, else €1", () => {
    expect(startingAmount(project)).toBe('1000');
    expect(startingAmount({ ...project, min_investment: null, token_value: 1 })).toBe('1');
  });

  it('starts at the first amount of whole tokens when the minimum buys none', () => {
    expect(startingAmount({ ...project, min_investment: 250 })).toBe('300');
    expect(startingAmount({ ...project, min_investment: null })).toBe('100');
    expect(startingAmount({ ...project, min_investment: 12.5, token_value: 2.5 })).toBe('12.5');
  });

  it('keeps the minimum when the next whole-token amount is above what may be invested', () => {
    expect(startingAmount({ ...project, min_investment: 250, max_investment: 280 })).toBe('250');
    expect(startingAmount({ ...project, min_investment: 250, remaining_funding: 260 })).toBe('250');
  });
});

describe('limitsOf', () => {
  it('turns the euros of the project into cents, with what is left never below zero', () => {
    expect(limits).toEqual({ minCents: 100_000, maxCents: 1_000_000, remainingCents: 500_000, tokenValueCents: 10_000 });
    expect(limitsOf({ ...project, min_investment: null, max_investment: undefined, remaining_funding: -3 })).toMatchObject({ minCents: null, maxCents: null, remainingCents: 0 });
  });
});

describe('checkAmount', () => {
  it('counts the tokens of an amount every rule allows', () => {
    expect(checkAmount('1500', { ...limits, tokenValueCents: 50_000 })).toEqual({ kind: 'ok', cents: 150_000, euros: 1500, tokens: 3 });
    expect(checkAmount(' 2000 ', limits)).toMatchObject({ kind: 'ok', tokens: 20 });
  });

  it("says the spec's messages, as the server does", () => {
    expect(text(checkAmount('999', limits))).toBe('La inversión mínima es €1000');
    expect(text(checkAmount('12000', { ...limits, remainingCents: 2_000_000 }))).toBe('La inversión máxima es €10.000');
    expect(text(checkAmount('6000', limits))).toBe('Solo quedan €5000 disponibles para invertir');
    expect(text(checkAmount('1050', limits))).toBe('El importe debe comprar tokens enteros de €100: prueba con €1000 o €1100');
  });

  it('tells an empty input from one that is not an amount', () => {
    expect(checkAmount('', limits)).toEqual({ kind: 'empty' });
    expect(text(checkAmount('abc', limits))).toBe('El importe debe ser un número de euros con dos decimales como máximo');
    expect(checkAmount('10.005', limits).kind).toBe('invalid');
    expect(checkAmount('-5', limits).kind).toBe('invalid');
  });

  it('says the project is fully funded whatever the amount when nothing is left', () => {
    expect(text(checkAmount('1000', { ...limits, remainingCents: 0 }))).toBe('Proyecto completamente financiado');
  });
});
