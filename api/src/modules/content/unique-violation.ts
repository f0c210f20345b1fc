export { isUniqueViolation } from '../../db/db-errors';
