// xlsx exports with exceljs. Every text cell that a spreadsheet could read as a formula (= + - @, or a
// leading tab/CR) is neutralised with a leading quote (OWASP "CSV injection"), headers and sheet names
// included, so a member named "=HYPERLINK(…)" stays text in whatever program opens the file.
import ExcelJS from 'exceljs';

export type XlsxCell = string | number | boolean | Date | null;

export interface XlsxColumn {
  header: string;
  /** Character width; exceljs' default otherwise. */
  width?: number;
}

export interface XlsxSheet {
  name: string;
  columns: readonly XlsxColumn[];
  rows: readonly (readonly XlsxCell[])[];
}

/** Unambiguous in every locale; the times are UTC. */
const DATE_FORMAT = 'yyyy-mm-dd hh:mm';

const FORMULA_TRIGGER = /^[=+\-@\t\r]/;

/** Text that would start a formula gets a leading quote; everything else is returned as it is. */
export function neutraliseCellText(value: string): string {
  return FORMULA_TRIGGER.test(value) ? `'${value}` : value;
}

function cellValue(value: XlsxCell): ExcelJS.CellValue {
  if (typeof value === 'string') return neutraliseCellText(value);
  return value;
}

/**
 * Excel allows 31 characters, none of []:*?/\, and no apostrophe at either end in a sheet name, and
 * names must differ. A sheet name is never evaluated, so it needs no formula neutralisation.
 */
export function safeSheetName(name: string, taken: ReadonlySet<string> = new Set()): string {
  const trimEnds = (value: string) => value.replace(/^[\s']+|[\s']+$/g, '');
  const base = trimEnds(trimEnds(name.replace(/[[\]:*?/\\]/g, ' ')).slice(0, 31)) || 'Sheet';
  let candidate = base;
  for (let n = 2; taken.has(candidate.toLowerCase()); n += 1) {
    const suffix = ` (${n})`;
    candidate = `${base.slice(0, 31 - suffix.length)}${suffix}`;
  }
  return candidate;
}

/** One workbook with the given sheets: a bold, frozen header row, then the rows. */
export async function buildWorkbook(sheets: readonly XlsxSheet[], options: { creator?: string; now?: Date } = {}): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  workbook.creator = options.creator ?? 'Campus';
  workbook.created = options.now ?? new Date();
  const taken = new Set<string>();
  for (const sheet of sheets) {
    const name = safeSheetName(sheet.name, taken);
    taken.add(name.toLowerCase());
    const worksheet = workbook.addWorksheet(name, { views: [{ state: 'frozen', ySplit: 1 }] });
    worksheet.columns = sheet.columns.map((column) => ({ header: neutraliseCellText(column.header), width: column.width }));
    worksheet.getRow(1).font = { bold: true };
    for (const row of sheet.rows) {
      const added = worksheet.addRow(row.map(cellValue));
      added.eachCell((cell) => {
        if (cell.value instanceof Date) cell.numFmt = DATE_FORMAT;
      });
    }
  }
  const data = await workbook.xlsx.writeBuffer();
  return Buffer.from(data);
}
