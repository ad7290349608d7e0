/** The sector chip (and filter value) that stands for no sector filter. */
export const ALL_SECTORS = 'All Sectors'
