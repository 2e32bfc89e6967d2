export type EnquiryDelivery = 'emailjs' | 'relay' | 'store';
export declare function enquiryDelivery(vars: Record<string, string | undefined>): EnquiryDelivery;
