const CSV_TYPES = new Set(['text/csv', 'application/csv', 'text/x-csv', 'application/vnd.ms-excel']);

/**
 * docs/product.md, Admin screens: a file counts as CSV by its type or by a .csv name. Kept apart from the
 * parser (papaparse).
 */
export function isCsvFile(file: { name: string; type: string }): boolean {
  return CSV_TYPES.has(file.type.toLowerCase()) || file.name.toLowerCase().endsWith('.csv');
}
