// Database tests use Debian's PostgreSQL server programs; install them when missing (as ensure-chromium.mjs does).
import { ensurePostgres } from './postgres.mjs';

ensurePostgres();
