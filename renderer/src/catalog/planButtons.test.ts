import { describe, expect, it } from 'vitest';
import { planButtonState, productButtonState } from './planButtons';

describe('planButtonState', () => {
  it('sends a visitor to login for the paid plan', () => {
    expect(planButtonState('pro', null)).toEqual({ label: 'startTrial', disabled: false, action: 'login' });
    expect(planButtonState('basic', null)).toMatchObject({ label: 'getStarted', disabled: false });
  });
  it('disables the basic button for a basic user and offers the upgrade', () => {
    expect(planButtonState('basic', 'basic')).toEqual({ label: 'currentPlan', disabled: true, action: 'none' });
    expect(planButtonState('pro', 'basic')).toEqual({ label: 'upgradePlan', disabled: false, action: 'subscribe' });
  });
  it('disables the artist button for an artist and offers a change to basic', () => {
    expect(planButtonState('pro', 'pro')).toEqual({ label: 'currentPlan', disabled: true, action: 'none' });
    expect(planButtonState('basic', 'pro')).toEqual({ label: 'changePlan', disabled: false, action: 'manage' });
  });
  it('asks everyone to write for the business plan', () => {
    expect(planButtonState('business', null).action).toBe('contact');
    expect(planButtonState('business', 'pro').label).toBe('contactUs');
  });
});

describe('productButtonState', () => {
  it('goes Add to Cart → Added to Cart, and Purchased when owned', () => {
    expect(productButtonState({ owned: false, inCart: false, lookupKey: 'character_nime' })).toBe('add');
    expect(productButtonState({ owned: false, inCart: true, lookupKey: 'character_nime' })).toBe('added');
    expect(productButtonState({ owned: true, inCart: true, lookupKey: 'character_nime' })).toBe('purchased');
  });
  it('has nothing to add without a lookup key', () => {
    expect(productButtonState({ owned: false, inCart: false, lookupKey: null })).toBe('unavailable');
  });
});
