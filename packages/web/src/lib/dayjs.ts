import dayjs from 'dayjs';
import customParseFormat from 'dayjs/plugin/customParseFormat';

// Strict parsing of typed dates in the display format needs this plugin.
dayjs.extend(customParseFormat);

export { dayjs };
