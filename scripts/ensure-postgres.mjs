// Database tests use Debian's PostgreSQL server programs; install them when missing (as ensure-e2e-tools.mjs does for Chromium).
import { ensurePostgres } from './postgres.mjs';

ensurePostgres();
