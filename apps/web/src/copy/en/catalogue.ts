/**
 * The pharmacist's catalogue page (services.md §5 'Catalogue'): search, edit price and stock,
 * import a CSV file. Numbers come in already written for the reader.
 */
export const catalogueCopy = {
  title: 'Catalogue | Sustho',
  metaDescription: 'Search the medicine catalogue, edit prices and stock, and import a CSV file.',
  heading: 'Catalogue',
  intro: 'Find a medicine to change its unit price or stock, or import a whole catalogue.',
  columns: {
    medicine: 'Medicine',
    manufacturer: 'Manufacturer',
    unitPrice: 'Unit price',
    stock: 'Stock (units)',
    action: 'Action',
  },
  unitPriceOf: (medicine: string) => `Unit price of ${medicine}`,
  stockOf: (medicine: string) => `Stock of ${medicine} in units`,
  currencyNote: (currency: string) => `In ${currency}`,
  save: 'Save',
  saveLabel: (medicine: string) => `Save ${medicine}`,
  saving: 'Saving…',
  saved: (medicine: string) => `${medicine} is saved.`,
  notSaved: (medicine: string, reason: string) => `${medicine} was not saved: ${reason}`,
  invalid: 'Enter a price with at most two decimals and a whole number of units.',
  import: {
    heading: 'Import CSV',
    text: 'One medicine per line, after a header row naming these columns:',
    limits: 'Up to 50,000 medicines or 10 MB. A file with any problem imports nothing.',
    file: 'CSV file',
    submit: 'Import CSV',
    importing: 'Importing…',
    result: (added: string, updated: string) => `${added} added, ${updated} updated`,
    problemsHeading: 'Problems in the file',
    line: (line: string) => `Line ${line}`,
    chooseFile: 'Choose a CSV file first.',
  },
};
