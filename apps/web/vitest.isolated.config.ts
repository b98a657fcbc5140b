import { webTestConfig } from './vitest.config';

// The web tests that need a fresh module graph per file (see ISOLATED_TESTS).
export default webTestConfig(true);
