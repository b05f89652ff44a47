/**
 * Types for the parts of @paystack/inline-js (v2) the app uses; the package ships none.
 * https://github.com/PaystackHQ/inline-js#paystackpopresumetransactionaccesscode-callbacks
 */
declare module '@paystack/inline-js' {
  export interface PaystackTransaction {
    id: number;
    reference: string;
    message: string;
  }

  export interface PaystackCallbacks {
    onSuccess?(transaction: PaystackTransaction): void;
    onCancel?(): void;
    onError?(error: { message: string }): void;
    onLoad?(response: { id: number; accessCode: string }): void;
  }

  export default class PaystackPop {
    resumeTransaction(accessCode: string, callbacks?: PaystackCallbacks): unknown;
  }
}
