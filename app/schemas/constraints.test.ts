// The pages take their input limits from the schemas the server checks: the two must not drift apart.
import { formConstraint as getZodConstraint } from "~/lib/constraints";
import { LIMITS } from "~/schemas/constants";
import { loginSchema, registerSchema } from "./account-forms";
import { newCommentSchema, newPostSchema } from "./posts";

describe("constraints derived from the schemas", () => {
  it("give the forms their maxLength and required attributes", () => {
    expect(getZodConstraint(newPostSchema).content).toMatchObject({ required: true, maxLength: LIMITS.postContent });
    expect(getZodConstraint(newCommentSchema).content).toMatchObject({ required: true, maxLength: LIMITS.comment });
    expect(getZodConstraint(loginSchema).email).toMatchObject({ required: true, maxLength: LIMITS.email });
    const register = getZodConstraint(registerSchema);
    expect(register.firstName).toMatchObject({ required: true, maxLength: LIMITS.name });
    expect(register.currentLocation).toMatchObject({ maxLength: LIMITS.location });
    expect(register.currentLocation?.required).toBeFalsy();
  });
});
