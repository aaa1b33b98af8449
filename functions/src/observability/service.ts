/**
 * The service name every log line, metric record (its one dimension, which the alarms name) and
 * trace carries. Infra gives it to each function as POWERTOOLS_SERVICE_NAME and builds its alarms on
 * it, so the two cannot drift apart.
 */
export const SERVICE_NAME = 'inroom-api';
