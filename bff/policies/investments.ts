// Who may see and act on which investment (spec 001 §6): the investor their own, admins every one of
// every brand. Anyone else is answered as if it did not exist. Which step each may take is the step
// machine's (core/investments.ts): an admin's steps are never taken by the investor, even an admin.
import { hasRole, type RoleFlags } from '../../core/auth';
import { mayAdvance, mayReject, stepRefusal, type InvestmentPermissions, type InvestmentStatus, type StepCaller } from '../../core/investments';

type Actor = RoleFlags & { id: string };
type Target = { user_id: string; status: InvestmentStatus; user_kyc_status: string };

export const stepCaller = (user: Actor, investment: Pick<Target, 'user_id'>): StepCaller => ({
  isOwner: investment.user_id === user.id,
  isAdmin: hasRole(user, 'admin'),
});

export function canSeeInvestment(user: Actor, investment: Pick<Target, 'user_id'>): boolean {
  const caller = stepCaller(user, investment);
  return caller.isOwner || caller.isAdmin;
}

export function investmentPermissions(user: Actor, investment: Target): InvestmentPermissions {
  const caller = stepCaller(user, investment);
  const refusal = stepRefusal(caller, investment.status, investment.user_kyc_status);
  return { advance: mayAdvance(caller, investment.status) && !refusal, reject: mayReject(caller, investment.status), refusal };
}
