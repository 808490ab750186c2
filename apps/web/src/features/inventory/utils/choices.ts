/** Choices the inventory forms and filters offer (the server's lists of the same values). */
export const EQUIPMENT_STATUSES = ['active', 'maintenance', 'retired'] as const;
export const EDC_KINDS = ['logger', 'collector', 'modem'] as const;
