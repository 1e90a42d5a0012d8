import { seedSqliteDemoTemplate } from './demoTemplate';

/**
 * Global set-up of the `sqlite` test project and of the end-to-end run (playwright.config.ts): the demo
 * data seeded once, which test gateways copy instead of seeding their own.
 */
export default seedSqliteDemoTemplate;
