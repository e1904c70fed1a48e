// The one shape of an id: anything else that reached the database as a uuid would be a bad cast (a 500),
// so addresses, cursors, keys and filters are checked against it first.
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export const isUuid = (value: string): boolean => UUID.test(value);
