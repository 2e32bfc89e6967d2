export declare function offerChangedAt(): number;
export declare function markOfferChanged(at?: number): void;
