// Deposits (issue 18, SPEC §1, §2.5, §2.7a, §5, §8): the deposit modal with the quick deposit and the provider's
// embedded page, the payment return routes, the quick-deposit toasts, the deposit buttons, the host's cashier in
// an operator's frame and the deposit after registration.
export { DepositButton } from './components/deposit-button';
export { openDepositModal } from './deposit-prompt';
export { rememberRegistration } from './deposit-after-registration';
