// A spreadsheet runs a cell that starts with = + - @ (or a tab or carriage return) as a formula: exported
// cells that would are prefixed with an apostrophe (what spreadsheets themselves do), and import takes it off
// again. Every CSV the server writes goes through guardCell.
const formulaStart = /^[=+\-@\t\r]/

export const guardCell = (cell: string) => (formulaStart.test(cell) ? `'${cell}` : cell)
export const unguardCell = (cell: string) => (/^'[=+\-@\t\r]/.test(cell) ? cell.slice(1) : cell)
