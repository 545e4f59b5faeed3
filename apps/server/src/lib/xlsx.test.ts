import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { buildWorkbook, neutraliseCellText, safeSheetName } from './xlsx.ts';

describe('neutraliseCellText', () => {
  it.each([
    ['=1+1', "'=1+1"],
    ['+SUM(A1:A2)', "'+SUM(A1:A2)"],
    ['-2+3', "'-2+3"],
    ['@SUM(1)', "'@SUM(1)"],
    ['\t=1', "'\t=1"],
    ['\r=1', "'\r=1"],
    ['=HYPERLINK("https://evil.example","x")', '\'=HYPERLINK("https://evil.example","x")'],
  ])('%j → %j', (input, output) => {
    expect(neutraliseCellText(input)).toBe(output);
  });

  it.each(['Sam Student', 'a=b', ' =1', '', "'quoted", '1-2'])('leaves %j alone', (input) => {
    expect(neutraliseCellText(input)).toBe(input);
  });
});

describe('safeSheetName', () => {
  it('removes characters Excel forbids, cuts to 31 and keeps names apart', () => {
    expect(safeSheetName('Plan: week 1/2 [draft]?')).toBe('Plan  week 1 2  draft');
    expect(safeSheetName('x'.repeat(40))).toHaveLength(31);
    expect(safeSheetName("'quoted'")).toBe('quoted');
    expect(safeSheetName('=cmd')).toBe('=cmd');
    expect(safeSheetName('   ')).toBe('Sheet');
    expect(safeSheetName('Members', new Set(['members']))).toBe('Members (2)');
    expect(safeSheetName('y'.repeat(31), new Set(['y'.repeat(31)]))).toBe(`${'y'.repeat(27)} (2)`);
  });
});

describe('buildWorkbook', () => {
  it('writes a header row and the rows, every text cell neutralised, numbers and dates kept', async () => {
    const when = new Date('2030-01-31T12:30:00Z');
    const data = await buildWorkbook([
      {
        name: 'Members',
        columns: [{ header: 'Name', width: 20 }, { header: '=Score' }, { header: 'When' }, { header: 'Done' }],
        rows: [
          ['=HYPERLINK("https://evil.example","x")', -3, when, true],
          ['@evil', 42, null, false],
          ['Plain', 0, null, null],
        ],
      },
      { name: 'Members', columns: [{ header: 'Second' }], rows: [] },
    ]);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(data as unknown as ArrayBuffer);
    expect(workbook.worksheets.map((sheet) => sheet.name)).toEqual(['Members', 'Members (2)']);
    const sheet = workbook.getWorksheet('Members');
    expect(sheet?.getRow(1).values).toEqual([undefined, 'Name', "'=Score", 'When', 'Done']);
    expect(sheet?.getRow(1).font?.bold).toBe(true);
    expect(sheet?.getRow(2).getCell(1).value).toBe('\'=HYPERLINK("https://evil.example","x")');
    expect(sheet?.getRow(2).getCell(1).type).toBe(ExcelJS.ValueType.String);
    // Numbers stay numbers, negative ones included: only text can smuggle a formula.
    expect(sheet?.getRow(2).getCell(2).value).toBe(-3);
    expect(sheet?.getRow(2).getCell(3).value).toEqual(when);
    expect(sheet?.getRow(2).getCell(3).numFmt).toBe('yyyy-mm-dd hh:mm');
    expect(sheet?.getRow(2).getCell(4).value).toBe(true);
    expect(sheet?.getRow(3).getCell(1).value).toBe("'@evil");
    expect(sheet?.getRow(4).getCell(1).value).toBe('Plain');
    expect(sheet?.rowCount).toBe(4);
    expect(sheet?.views[0]).toMatchObject({ state: 'frozen', ySplit: 1 });
  });
});
