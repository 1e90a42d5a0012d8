export type * from './model';
export type * from './mediaModel';
export type {
  AuthType,
  AuthenticateInput,
  CastsQuery,
  Gateway,
  GatewayConfig,
  ListQuery,
  SubmitMessageBody,
} from './gateway';
export { GatewayError, describeError, isGatewayError } from './errors';
export type { GatewayErrorKind } from './errors';
export { createGateway, MAX_FIDS_PER_CALL } from './createGateway';
export type { CreateGatewayOptions, GatewayClient } from './createGateway';
export { budgetPresets } from './rateBudget';
export type { BucketLimit, BudgetBucket, BudgetConfig, BudgetPreset, BudgetStatus, BudgetStatusSource } from './rateBudget';
